import { useBookingEnvironment, useToday } from '@wayfare/booking';
import {
  parseStaysAvailabilityQuery,
  staysAvailabilityPath,
  type ListingCollection,
  type StaysAvailabilityQuery,
} from '@wayfare/domain';
import { useNavigate } from 'react-router-dom';
import { HotelSearchBar } from './HotelSearchBar';
import { hotelSearchTexts } from './hotelSearchTexts';

export interface HotelsSearchPanelProps {
  /** The collection tab the panel is on (Premier, Lifestyle); the Hotels tab has none. */
  readonly lodgingCollection?: ListingCollection;
}

/**
 * The hotel search of the home page's Hotels, Premier Collection and Lifestyle Collection tabs
 * (spec: platform §2 "/"): it opens the hotel results with the search, a collection's tab
 * filtered to its hotels.
 */
export function HotelsSearchPanel({ lodgingCollection }: HotelsSearchPanelProps) {
  const navigate = useNavigate();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  // An empty address gives the defaults: tomorrow for two nights, the tenant's adults, one room.
  const defaults = parseStaysAvailabilityQuery('', { today, tenant });
  const openResults = (query: StaysAvailabilityQuery) =>
    void navigate(
      staysAvailabilityPath({ ...query, filters: { ...query.filters, lodgingCollection } }),
    );
  return (
    <HotelSearchBar
      value={defaults}
      onSearch={openResults}
      today={today}
      label={hotelSearchTexts.formLabel(lodgingCollection)}
    />
  );
}
