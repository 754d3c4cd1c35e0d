import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ResultsMapListing } from '../ListingMaps/PricePillMarker';

// Leaflet comes with the map view only: this chunk loads when a map view first shows.
const ListingResultsMap = lazy(async () => ({
  default: (await import('../ListingMaps/ListingResultsMap')).ListingResultsMap,
}));

export interface ResultsMapSplitProps {
  /** A price pill per result, at its position. Made again only with new results: a selection re-renders the map, not its pills. */
  readonly pins: readonly ResultsMapListing[];
  /** The map's accessible name, e.g. "Map of hotels in Chicago, IL". */
  readonly mapLabel: string;
  /** The map's height beside the cards on a wide screen, in pixels. */
  readonly mapHeight?: number;
  /** The cards beside the map, given the result whose pill is chosen (its card is highlighted). */
  readonly children: (selectedId: string | undefined) => ReactNode;
}

/**
 * The map view of a results page (spec: platform §2 and products §2 map view; the favorites' map
 * view): the map beside the cards on a wide screen, where it stays in view as the cards scroll,
 * and above them on a phone. A pill chosen on the map marks its card.
 */
export function ResultsMapSplit({
  pins,
  mapLabel,
  mapHeight = 640,
  children,
}: ResultsMapSplitProps) {
  const [selectedId, setSelectedId] = useState<string>();
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
          height: { xs: 320, md: mapHeight },
          position: { md: 'sticky' },
          top: { md: 16 },
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: '100%' }} />}>
          <ListingResultsMap
            listings={pins}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label={mapLabel}
          />
        </Suspense>
      </Box>
      {children(selectedId)}
    </Box>
  );
}
