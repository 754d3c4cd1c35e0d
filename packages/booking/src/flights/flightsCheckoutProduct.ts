import { addFlightPassengers, flightQuoteRequest } from '@wayfare/api';
import {
  flightDurationMinutes,
  flightFulfilErrorPanel,
  flightFulfilmentSchema,
  flightPassengerOf,
  flightPassengerTotal,
  flightPriceQuoteSchema,
  isFlightOutOfPolicy,
  type FlightBooking,
  type FlightPassenger,
  type FlightPriceQuote,
  type FlightSeatKind,
  type FlightsBookQuery,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { CheckoutProduct, ShownPrice } from '../checkout/CheckoutProduct';
import { wayfareQueryKey } from '../wayfareQueryKey';
import { keptFlightBookings } from './flightBookingStorage';
import { useChosenFlights } from './useChosenFlights';

/** What a flight checkout books: the checkout's address, the search and a fare for every leg. */
export type FlightTrip = FlightsBookQuery;

/** Whether the address names a fare for every leg of its search: a trip a quote can price. */
export const hasFareForEveryLeg = (trip: FlightTrip) =>
  trip.chosenFareIds.length === trip.search.legs.length;

/**
 * The trip the flight list showed, from its own shops: the last leg's fare prices the whole trip
 * for everyone, its amount for one adult; the cabins and the longest leg are what a corporate
 * flight policy weighs (platform §3).
 */
function useShownPrice(trip: FlightTrip): ShownPrice | undefined {
  const { flights, shops } = useChosenFlights(trip);
  const last = flights.at(-1);
  const currencyCode = shops.at(-1)?.currencyCode;
  if (!last || !currencyCode || flights.some((flight) => flight === undefined)) return undefined;
  const chosen = flights.filter((flight) => flight !== undefined);
  return {
    total: { ...last.fare.total, currencyCode },
    flight: {
      tripType: trip.search.tripType,
      pricePerAdult: last.fare.amount.value,
      fareClasses: chosen.map(({ fare }) => fare.cabinClass),
      longestLegMinutes: Math.max(...chosen.map(({ option }) => flightDurationMinutes(option))),
    },
  };
}

/** The seats of the quoted trip in order, kind by kind, as its pricing counts them. */
const seatsOf = (quote: FlightPriceQuote): FlightSeatKind[] =>
  quote.pricing.passengers.flatMap(({ kind, count }) => Array.from({ length: count }, () => kind));

/** Flights on the checkout core (products §2 flight checkout, §3, §5, §8). */
export const flightsCheckoutProduct: CheckoutProduct<FlightTrip, FlightPriceQuote, FlightBooking> =
  {
    failureEvent: 'flight_checkout_failed',
    travelProduct: 'Flights',
    walletProductLine: 'Air',
    // The fares and who flies: another fare, date or passenger is another checkout; an add-on
    // taken or dropped is the same one, quoted again.
    checkoutKey: ({ search, chosenFareIds }) =>
      `wayfare.checkout.flight:${search.legs.map((leg) => `${leg.origin}-${leg.destination}-${leg.departureDate}`).join(',')}:${Object.values(search.passengers).join('-')}:${search.cabinClass}:${chosenFareIds.join(',')}`,
    travelerCountOf: (trip) => flightPassengerTotal(trip.search.passengers),
    quoteRequest: (trip, agentFee) =>
      hasFareForEveryLeg(trip) && trip.search.passengers.adults >= 1
        ? flightQuoteRequest({
            search: trip.search,
            flightShopType: trip.flightShopType,
            fareIds: trip.chosenFareIds,
            agentFee,
            addOns: trip.addOns ?? [],
          })
        : undefined,
    quoteSchema: flightPriceQuoteSchema,
    quoteTokenOf: (quote) => quote.sessionToken.value,
    totalOf: (quote) => quote.total,
    // The flight list priced the fares: the add-ons taken in the checkout are no change of price.
    priceComparedOf: ({ total, pricing }) => ({
      ...total.fiat,
      value:
        Math.round(
          (total.fiat.value - pricing.addOns.reduce((sum, { amount }) => sum + amount.value, 0)) *
            100,
        ) / 100,
    }),
    hasConfirmationDetailsErrors: (quote) => quote.confirmationDetailsErrors.length > 0,
    useShownPrice,
    isOutOfPolicy: (tier, { flight }) =>
      flight !== undefined && isFlightOutOfPolicy(tier.flights, flight),
    // Every passenger goes with the quote, in seat order; the contact is the airline's.
    addMainGuest: async (client, { quote, travelers, contact }, signal) => {
      const seats = seatsOf(quote);
      const passengers = travelers.map((traveler, index) => {
        const kind = seats[index];
        return kind && flightPassengerOf(kind, traveler);
      });
      const isComplete = (list: typeof passengers): list is FlightPassenger[] =>
        list.length === seats.length && list.every((passenger) => passenger !== undefined);
      if (!isComplete(passengers) || contact.phoneNumber.trim() === '') return undefined;
      const answer = await addFlightPassengers(
        client,
        {
          orderedProductId: quote.orderedProductId,
          paymentSessionToken: quote.sessionToken.value,
          emailAddress: contact.emailAddress,
          phoneNumber: contact.phoneNumber,
          passengers,
        },
        signal,
      );
      return 'orderedProductId' in answer
        ? answer.orderedProductId
        : { refusedWith: answer.errors[0]?.code ?? 'InvalidPassengers' };
    },
    fulfilFields: () => ({}),
    fulfilErrorPanel: flightFulfilErrorPanel,
    fulfilmentSchema: z.pipe(
      flightFulfilmentSchema,
      z.transform((fulfilment) => fulfilment.booking),
    ),
    keepBooking: (booking, { storage, queryClient }) => {
      keptFlightBookings.keep(booking, storage, queryClient);
      // The seats are taken: the flight lists ask the backend again.
      void queryClient.invalidateQueries({ queryKey: wayfareQueryKey('flights', 'shop') });
    },
  };
