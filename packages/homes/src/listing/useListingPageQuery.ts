import { useAddressQuery } from '@wayfare/booking';
import { buildListingQuery, parseListingQuery, type ListingQuery } from '@wayfare/domain';

/**
 * The listing page's query, read from the address with the spec's defaults (spec: platform §2),
 * and a setter that writes a changed stay or guests back to it, replacing the entry so Back
 * leaves the listing rather than stepping through every date the traveller tried.
 */
export function useListingPageQuery(): [
  ListingQuery,
  (change: (query: ListingQuery) => ListingQuery) => void,
] {
  return useAddressQuery(parseListingQuery, buildListingQuery, 'replace');
}
