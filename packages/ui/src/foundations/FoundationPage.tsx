import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface FoundationPageProps {
  /** The page's heading: the foundation it documents. */
  readonly title: string;
  /** One or two sentences on what the page shows and where its values come from. */
  readonly intro: ReactNode;
  /** The page's sections. */
  readonly children: ReactNode;
}

/** The frame of a Foundations page: its heading and introduction above its sections. */
export function FoundationPage({ title, intro, children }: FoundationPageProps) {
  return (
    <Stack component="article" spacing={4} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box component="header">
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {intro}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}

export interface FoundationSectionProps {
  /** The section's heading. */
  readonly title: string;
  /** What the section shows, in a sentence, if its heading does not say it all. */
  readonly description?: ReactNode;
  /** The section's content. */
  readonly children: ReactNode;
}

/** One titled section of a Foundations page, a region named by its heading. */
export function FoundationSection({ title, description, children }: FoundationSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {title}
      </Typography>
      {description !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/**
 * A list laid out as a grid of tiles (swatches, icons, radii): as many columns of at least
 * `minWidth` as the page has room for, one on a phone.
 */
export const tileGrid = (minWidth: string, gap: number) =>
  ({
    m: 0,
    p: 0,
    listStyle: 'none',
    display: 'grid',
    gap,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))`,
  }) as const;
