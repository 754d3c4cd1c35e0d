import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { suggestLodgingDestinations } from '@wayfare/api';
import { lodgingAutocompleteLimits } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/**
 * The destination field's suggestions for what was typed (spec: products §7 autocomplete/lodging);
 * nothing is asked before the minimum letters. The last suggestions stay while the next load,
 * so the list does not flicker as the traveller types.
 */
export function useLodgingSuggestions(typed: string) {
  const { client } = useBookingEnvironment();
  const query = typed.trim();
  return useQuery({
    queryKey: wayfareQueryKey('hotels', 'autocomplete', query.toLowerCase()),
    queryFn:
      query.length >= lodgingAutocompleteLimits.minimumQueryLength
        ? ({ signal }) => suggestLodgingDestinations(client, query, signal)
        : skipToken,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
