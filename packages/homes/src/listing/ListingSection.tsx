import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { listingLayout, type ListingSectionId } from '@wayfare/domain';
import type { ReactNode } from 'react';

export interface ListingSectionProps {
  readonly id: ListingSectionId;
  readonly title: string;
  readonly children: ReactNode;
}

/** The element id of a listing section, which the section tabs scroll to. */
export const listingSectionElementId = (id: ListingSectionId) => `listing-section-${id}`;

/**
 * One section of the listing page: a titled region that the tabs can scroll to, stopping below the
 * sticky header (spec: platform §9 "scroll offset 220 px").
 */
export function ListingSection({ id, title, children }: ListingSectionProps) {
  const headingId = `${listingSectionElementId(id)}-title`;
  return (
    <Box
      component="section"
      id={listingSectionElementId(id)}
      aria-labelledby={headingId}
      data-section={id}
      sx={{
        scrollMarginTop: `${listingLayout.gallery.scrollOffset}px`,
        py: { xs: 3, md: 4 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
