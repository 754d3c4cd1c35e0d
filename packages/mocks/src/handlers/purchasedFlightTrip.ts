import {
  flightAddOnTexts,
  routeTitle,
  todayIn,
  type FlightBooking,
  type Trip,
} from '@wayfare/domain';
import type { FlightShopOptions } from '../fixtures/flights/flightShop';
import { usd } from '../fixtures/trips/tripBuilders';
import { chosenFlightFares, type FlightQuoteAsked } from './flightChosenFares';
import { mockNow } from './mockClock';
import type { FulfilSession } from './purchaseState';

const travelerKinds = {
  Adult: 'Adult',
  Child: 'Child',
  SeatedInfant: 'Infant in a seat',
  LapInfant: 'Infant on a lap',
} as const satisfies Record<FlightBooking['passengers'][number]['kind'], string>;

/**
 * A flight booked through the checkout as My Trips lists it: the flights and fares its quote
 * found (found again from the same shop, `shop` when a scenario's, the same day), the booking's airline code once ticketed
 * (else the trip is pending, products §3 BookingPending), its passengers and what was paid, each
 * add-on bought a line of the receipt. Undefined when the shop no longer sells its fares, which
 * My Trips then leaves out.
 */
export function purchasedFlightTrip(
  session: FulfilSession,
  booking: FlightBooking,
  asked: FlightQuoteAsked,
  bookedAt: string,
  shop?: FlightShopOptions,
): Trip | undefined {
  const found = chosenFlightFares(asked, todayIn(mockNow()), shop);
  if ('problem' in found) return undefined;
  const { chosen } = found;
  const lastFare = chosen.at(-1)?.fare;
  const firstLeg = booking.legs[0];
  const lastLeg = booking.legs.at(-1);
  if (!lastFare || !firstLeg || !lastLeg) return undefined;
  const isTicketed = booking.ticketingStatus === 'Ticketed';
  const airlineCodes = [...new Set(booking.legs.flatMap((leg) => leg.airlineCodes))];
  const { base, taxes, fee, addOns, grandTotal } = booking.pricing;
  const total = usd(grandTotal.value);
  const cities = [firstLeg.originCity, ...booking.legs.map((leg) => leg.destinationCity)];
  return {
    id: booking.id.value,
    kind: 'Flight',
    status: isTicketed ? 'Confirmed' : 'Pending',
    dates: { start: firstLeg.departure.slice(0, 10), end: lastLeg.arrival.slice(0, 10) },
    title: routeTitle(cities),
    locator: booking.id.value,
    bookedAt,
    email: booking.emailAddress ?? '',
    travelers: booking.passengers.map(({ givenName, surname, kind }) => ({
      name: `${givenName} ${surname}`,
      kind: travelerKinds[kind],
    })),
    total,
    receipt: {
      lines: [
        { label: 'Base fare', amount: base },
        { label: 'Taxes and fees', amount: taxes },
        ...addOns.map(({ addOnId, amount }) => ({
          label: flightAddOnTexts.titles[addOnId],
          amount,
        })),
        ...(fee.value > 0 ? [{ label: 'Agent fee', amount: fee }] : []),
      ],
      total,
      paidWith: session.paidWith ?? 'Card on file',
    },
    flight: {
      itinerary: {
        slices: chosen.map(({ flight, fare }) => ({
          segments: flight.segments,
          fareShelf: { shortBrandName: fare.shortBrandName, rating: fare.shelfRating },
        })),
        // A trip of several tickets is ticketed as its first leg that is not on one.
        multiTicketType:
          chosen.map(({ flight }) => flight.multiTicketType).find((type) => type !== 'single') ??
          'single',
        locators: {
          agent: booking.id.value,
          airline:
            isTicketed && booking.locator
              ? airlineCodes.map((airlineCode) => ({ airlineCode, locator: booking.locator ?? '' }))
              : [],
        },
        restrictions: lastFare.restrictions,
        baggageInfo: lastFare.baggageInfo,
        penalties: lastFare.penalties,
        sellingPricing: {
          totalPricing: {
            currency: grandTotal.currencyCode,
            total: { value: grandTotal.value, currencySymbol: grandTotal.currencySymbol },
            baseWithoutMargin: { value: base.value, currencySymbol: base.currencySymbol },
          },
        },
        tripType: asked.search.tripType,
        tags: isTicketed ? ['Exchangeable'] : ['BookingPending'],
        voidState: 'NotVoidable',
        bookingVendor: 'Sabre',
      },
      cities,
      ticketStatus: 'Ticketed',
      purchaseCountry: 'US',
    },
  };
}
