import { useAddressModes, useBookingEnvironment, useToday, type HomesTrip } from '@wayfare/booking';
import { parseCheckoutQuery, stayOf, type CheckoutQuery } from '@wayfare/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface CheckoutPageQuery {
  /** The listing query the checkout was reached with, and the mobile step of travel-app mode. */
  readonly query: CheckoutQuery;
  /** The stay to book; none when the address names no listing (the page goes back to the shop). */
  readonly trip: HomesTrip | undefined;
  /** The agent portal adds its fee to the quote and the booking (spec: platform §1). */
  readonly isAgentMode: boolean;
}

/**
 * The checkout's address (spec: platform §2 "Continue goes to the checkout route and keeps the
 * query"): the listing query with its defaults, and the stay it books, with the agent and
 * travel-app modes of the visit or the address (platform §1) and the `recommended` parameter (platform §4 isRecommended).
 */
export function useCheckoutPageQuery(): CheckoutPageQuery {
  const [searchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const { isAgentMode, isTravelApp } = useAddressModes(searchParams);
  // In a visit that started in the travel app, the checkout mirrors its steps as the app expects.
  const query = useMemo(
    () => ({ ...parseCheckoutQuery(searchParams, { today, tenant }), isTravelApp }),
    [searchParams, today, tenant, isTravelApp],
  );
  // The query is parsed once per address, so the trip keeps its identity while the address does.
  const trip = useMemo(
    (): HomesTrip | undefined =>
      query.listingId === undefined
        ? undefined
        : {
            stay: stayOf({ ...query, listingId: query.listingId }),
            isRecommended: query.recommended,
          },
    [query],
  );
  return { query, trip, isAgentMode };
}
