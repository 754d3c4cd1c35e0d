import { formatFiat } from '@wayfare/domain';
import { ResultsMapSplit } from '@wayfare/ui';
import { SavedHomesList, type SavedHomesListProps } from './SavedHomesList';

export interface SavedHomesMapProps extends Omit<SavedHomesListProps, 'selectedId' | 'narrow'> {
  readonly mapLabel: string;
}

/**
 * The map view (spec: platform §2 "/favorites/ … map and list view modes"): the search results'
 * map, a pill per home at its position, beside the cards; a chosen pill marks its card.
 */
export function SavedHomesMap({ mapLabel, homes, ...list }: SavedHomesMapProps) {
  const pins = homes.map((home) => ({
    id: home.listingId,
    name: home.name,
    lat: home.lat,
    lon: home.lon,
    // ours: a home with no price for the next dates is still marked, as saved.
    priceLabel: home.nightly ? formatFiat(home.nightly.fiat) : 'Saved',
  }));
  return (
    <ResultsMapSplit pins={pins} mapLabel={mapLabel} mapHeight={560}>
      {(selectedId) => <SavedHomesList homes={homes} selectedId={selectedId} narrow {...list} />}
    </ResultsMapSplit>
  );
}
