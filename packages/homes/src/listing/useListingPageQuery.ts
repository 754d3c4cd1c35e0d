import { useAddressQuery, type AddressQuery } from '@wayfare/booking';
import { buildListingQuery, parseListingQuery, type ListingQuery } from '@wayfare/domain';

/**
 * The listing page's query, read from the address with the spec's defaults (spec: platform §2),
 * a setter that writes a changed stay or guests back to it, replacing the entry so Back leaves
 * the listing rather than stepping through every date the traveller tried, and the query as last
 * asked for (what Continue and Back take).
 */
export function useListingPageQuery(): AddressQuery<ListingQuery> {
  return useAddressQuery(parseListingQuery, buildListingQuery, 'replace');
}
