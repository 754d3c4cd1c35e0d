import { addMainGuest, homesQuoteRequest } from '@wayfare/api';
import {
  homesFulfilmentSchema,
  isStayOutOfPolicy,
  nightsBetween,
  priceQuoteSchema,
  type PriceQuote,
  type Reservation,
  type Stay,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { CheckoutProduct, ShownPrice } from '../checkout/CheckoutProduct';
import { mainGuestCall } from '../checkout/mainGuestCall';
import { keptReservations } from '../reservation/reservationStorage';
import { useListing } from './listingQuery';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** What a vacation-rental checkout books: the stay of its address, and how the listing was found. */
export interface HomesTrip {
  readonly stay: Stay;
  /** The `recommended` query parameter, sent as isRecommended (spec: platform §4). */
  readonly isRecommended: boolean;
}

/**
 * The rate the listing page showed for the stay, when the stay is available: the price a quote is
 * compared with and the nightly price a corporate policy is checked against. It is the listing
 * page's own query, so the listing is asked for once.
 */
function useShownPrice({ stay }: HomesTrip): ShownPrice | undefined {
  const result = useListing(stay).data;
  if (result?.status !== 'listing') return undefined;
  const { availability } = result.listing;
  if (availability.AvailabilityResult !== 'Available') return undefined;
  return {
    total: availability.rate.price.total.fiat,
    nightly: availability.rate.price.nightly.fiat,
  };
}

/** Vacation rentals on the checkout core (spec: platform §2 checkout, §4, §7 purchase API). */
export const homesCheckoutProduct: CheckoutProduct<HomesTrip, PriceQuote, Reservation> = {
  failureEvent: 'vacation_rental_checkout_failed',
  travelProduct: 'Homes',
  walletProductLine: 'Home',
  // The listing and the dates: a refresh or back-and-forward restores the checkout, another
  // listing or other dates start afresh.
  checkoutKey: ({ stay }) =>
    `wayfare.checkout:${stay.listingId}:${stay.stayDates.from}:${stay.stayDates.until}`,
  // A valid request needs a listing, at least one night and an adult (spec: platform §5).
  quoteRequest: ({ stay }, agentFee) =>
    stay.listingId.trim() !== '' &&
    nightsBetween(stay.stayDates.from, stay.stayDates.until) >= 1 &&
    stay.adults >= 1
      ? homesQuoteRequest({ ...stay, agentFee })
      : undefined,
  quoteSchema: priceQuoteSchema,
  quoteTokenOf: (quote) => quote.sessionToken.value,
  totalOf: (quote) => quote.rate.detailedPrice.payNowTotal,
  hasConfirmationDetailsErrors: (quote) => quote.confirmationDetailsErrors.length > 0,
  useShownPrice,
  isOutOfPolicy: (tier, { nightly }) =>
    nightly !== undefined && isStayOutOfPolicy(tier.hotels, nightly.value),
  addMainGuest: mainGuestCall(addMainGuest, (quote: PriceQuote) => ({
    orderedProductId: quote.orderedProductId,
    sessionToken: quote.sessionToken.value,
  })),
  fulfilFields: ({ isRecommended }) => ({ isRecommended }),
  fulfilmentSchema: z.pipe(
    homesFulfilmentSchema,
    z.transform((fulfilment) => fulfilment.reservation),
  ),
  keepBooking: (reservation, { storage, queryClient }) => {
    keptReservations.keep(reservation, storage, queryClient);
    // The stay took its nights: every search, listing and calendar asks the backend again when
    // next shown. Not at once: the checkout on its way to the confirmation would ask for its
    // listing again and draw the answer (its price details gone) under "Booking your stay".
    for (const answers of ['search', 'listing', 'calendar'])
      void queryClient.invalidateQueries({
        queryKey: wayfareQueryKey('homes', answers),
        refetchType: 'none',
      });
  },
};
