import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepHeadingProps {
  /** The step's heading, what the step is about. */
  readonly children: ReactNode;
  /** An id, for a region or a status the heading names. */
  readonly id?: string;
}

/**
 * The heading of one step of a trip's modal (flight cancellation, flight exchange), a level below
 * the modal's title. It takes focus when its step shows, so that a screen reader says where the
 * traveler now is and Tab goes on from the top of the step; the button that led there has
 * usually gone.
 */
export function StepHeading({ children, id }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Typography
      ref={heading}
      id={id}
      tabIndex={-1}
      component="h3"
      variant="h3"
      sx={{ fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
