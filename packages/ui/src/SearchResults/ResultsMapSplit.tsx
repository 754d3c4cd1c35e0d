import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';

export interface ResultsMapSplitProps {
  /** The map, loaded on demand (leaflet comes with the map view only): a skeleton holds its place. */
  readonly map: ReactNode;
  /** The result cards beside it. */
  readonly children: ReactNode;
}

/**
 * The map view of a results page (spec: platform §2 and products §2 map view): the map beside the
 * cards on a wide screen, where it stays in view as the cards scroll, and above them on a phone.
 */
export function ResultsMapSplit({ map, children }: ResultsMapSplitProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box
        sx={{
          height: { xs: 320, md: 640 },
          position: { md: 'sticky' },
          top: { md: 16 },
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: '100%' }} />}>
          {map}
        </Suspense>
      </Box>
      {children}
    </Box>
  );
}
