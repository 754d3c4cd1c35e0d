import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ExchangeStepHeadingProps {
  readonly children: ReactNode;
  readonly id?: string;
}

/**
 * The heading of one screen of the exchange modal. It takes focus when its screen appears, so a
 * screen reader says where the traveler now is and the next Tab starts from the top of it; the
 * button that led there has usually gone.
 */
export function ExchangeStepHeading({ children, id }: ExchangeStepHeadingProps) {
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
      data-step-heading
      sx={{ fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
