import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { formatFiat } from '@wayfare/domain';
import { lazy, Suspense, useState } from 'react';
import { SavedHomesList, type SavedHomesListProps } from './SavedHomesList';

// Leaflet comes with the map view only, as on the search results page.
const ListingResultsMap = lazy(async () => ({
  default: (await import('@wayfare/ui/maps')).ListingResultsMap,
}));

export interface SavedHomesMapProps extends Omit<SavedHomesListProps, 'selectedId' | 'narrow'> {
  readonly mapLabel: string;
}

/**
 * The map view (spec: platform §2 "/favorites/ … map and list view modes"): the search results'
 * map, a pill per home at its position, beside the cards; a chosen pill marks its card.
 */
export function SavedHomesMap({ mapLabel, homes, ...list }: SavedHomesMapProps) {
  const [selectedId, setSelectedId] = useState<string>();
  const pins = homes.map((home) => ({
    id: home.listingId,
    name: home.name,
    lat: home.lat,
    lon: home.lon,
    // ours: a home with no price for the next dates is still marked, as saved.
    priceLabel: home.nightly ? formatFiat(home.nightly.fiat) : 'Saved',
  }));
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
          height: { xs: 320, md: 560 },
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
      <SavedHomesList homes={homes} selectedId={selectedId} narrow {...list} />
    </Box>
  );
}
