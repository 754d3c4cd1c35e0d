import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TermsSection } from './termsSection';

export interface TermsSectionBlockProps {
  readonly section: TermsSection;
}

/** One section of the terms: its heading, its summary and its terms as a list. */
export function TermsSectionBlock({ section }: TermsSectionBlockProps) {
  const headingId = `${section.id}-heading`;
  return (
    <Stack
      component="section"
      id={section.id}
      aria-labelledby={headingId}
      tabIndex={-1}
      spacing={1}
      sx={{ outline: 'none', scrollMarginTop: 16 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {section.heading}
      </Typography>
      <Typography>{section.summary}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {section.terms.map((term) => (
          <Typography key={term} component="li" variant="body2" sx={{ mb: 0.5 }}>
            {term}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
