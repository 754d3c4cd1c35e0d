import { useAddressQuery, type AddressQuery } from '@wayfare/booking';
import {
  buildStaysAvailabilityQuery,
  parseStaysAvailabilityQuery,
  type StaysAvailabilityQuery,
} from '@wayfare/domain';

/** The hotel results page's query: the stay, the sort, the view and the filters, in the address. */
export function useStaysAvailabilityQuery(): AddressQuery<StaysAvailabilityQuery> {
  return useAddressQuery(parseStaysAvailabilityQuery, buildStaysAvailabilityQuery);
}
