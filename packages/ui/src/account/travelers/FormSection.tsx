import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  readonly legend: string;
  /** A line under the legend, read with the group. */
  readonly description?: string;
  readonly children: ReactNode;
}

/** A titled group of the traveler form: a fieldset, so each field is heard with its group. */
export function FormSection({ legend, description, children }: FormSectionProps) {
  const legendId = useId();
  const descriptionId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      aria-describedby={description ? descriptionId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box component="legend" id={legendId} sx={{ typography: 'subtitle1', fontWeight: 600, p: 0 }}>
        {legend}
      </Box>
      {description && (
        <Box id={descriptionId} sx={{ typography: 'body2', color: 'text.secondary', mt: -1.5 }}>
          {description}
        </Box>
      )}
      {children}
    </Box>
  );
}
