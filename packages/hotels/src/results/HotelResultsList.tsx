import Box from '@mui/material/Box';
import { RouterLinkBehavior } from '@wayfare/booking';
import {
  staysShopPath,
  type HotelSearchResult,
  type StaysAvailabilityQuery,
} from '@wayfare/domain';
import { HotelCard, resultGridSx } from '@wayfare/ui';
import { hotelResultsTexts } from './hotelResultsTexts';

export interface HotelResultsListProps {
  /** The hotels loaded so far, page after page. */
  readonly results: readonly HotelSearchResult[];
  /** How many hotels the search found, loaded or not. */
  readonly total: number;
  readonly search: StaysAvailabilityQuery;
  readonly selectedId?: string;
  /** One callback for every render: the cards are memoized on their props. */
  readonly onImageError: (url: string) => void;
}

/**
 * The hotel cards, each opening the hotel's page for the same stay and guests. A city has dozens
 * of hotels at most, so the list holds them all (the homes' list, with hundreds, is virtualized);
 * each says where it stands among all the search found.
 */
export function HotelResultsList({
  results,
  total,
  search,
  selectedId,
  onImageError,
}: HotelResultsListProps) {
  return (
    <Box
      component="ul"
      aria-label={hotelResultsTexts.listLabel}
      sx={[{ listStyle: 'none', p: 0, m: 0 }, resultGridSx]}
    >
      {results.map((result, index) => (
        <li key={result.lodging.id} aria-posinset={index + 1} aria-setsize={total}>
          <HotelCard
            result={result}
            href={staysShopPath({ ...search, lodgingId: result.lodging.id })}
            LinkComponent={RouterLinkBehavior}
            onImageError={onImageError}
            selected={result.lodging.id === selectedId}
          />
        </li>
      ))}
    </Box>
  );
}
