import { useAddressModes, useBookingEnvironment, useToday, type HotelTrip } from '@wayfare/booking';
import { parseStaysBookQuery, type StaysBookQuery } from '@wayfare/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface HotelCheckoutQuery {
  /** The checkout's address: the hotel page's query, the rate chosen and the travel-app step. */
  readonly query: StaysBookQuery;
  /** The rate to book; none when the address does not name one (the page goes back). */
  readonly trip: HotelTrip | undefined;
  /** The agent portal adds its fee to the quote and the booking (spec: platform §1). */
  readonly isAgentMode: boolean;
  readonly isTravelApp: boolean;
}

/** The hotel checkout's address (ours: /stays/book/), with the visit's agent and travel-app modes. */
export function useHotelCheckoutQuery(): HotelCheckoutQuery {
  const [searchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const { isAgentMode, isTravelApp } = useAddressModes(searchParams);
  const query = useMemo(
    () => parseStaysBookQuery(searchParams, { today, tenant }),
    [searchParams, today, tenant],
  );
  // The query is parsed once per address, so the trip keeps its identity while the address does.
  const trip = useMemo((): HotelTrip | undefined => {
    const { lodgingId, roomId, rateId } = query;
    return lodgingId && roomId && rateId ? { ...query, lodgingId, roomId, rateId } : undefined;
  }, [query]);
  return { query, trip, isAgentMode, isTravelApp };
}
