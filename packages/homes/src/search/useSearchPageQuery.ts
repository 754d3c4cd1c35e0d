import { useAddressQuery, type AddressQuery } from '@wayfare/booking';
import {
  buildSearchResultsQuery,
  parseSearchResultsQuery,
  type SearchResultsQuery,
} from '@wayfare/domain';

/** The vacation-rental results page's query (spec: platform §2 back-to-results query). */
export function useSearchPageQuery(): AddressQuery<SearchResultsQuery> {
  return useAddressQuery(parseSearchResultsQuery, buildSearchResultsQuery);
}
