import { flightsCheckoutProduct, type FlightTrip } from '@wayfare/booking';
import { checkoutBreakdown, type ProductCheckoutSetup } from '@wayfare/checkout';
import {
  crossesBorder,
  flightCheckoutLines,
  flightCheckoutTexts,
  flightPassengerSlots,
  flightsBookPath,
  flightsConfirmPath,
  flightsSearchPath,
  flightsShopPath,
  noFlightShopFilters,
  routePaths,
  type FlightAirport,
  type FlightBooking,
  type FlightPriceQuote,
} from '@wayfare/domain';
import type { FlightNames } from '@wayfare/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadConfirmationPage } from '../confirm/loadConfirmationPage';
import type { ChosenFlight } from '../shop/useChosenFlights';
import { FlightCheckoutAddOns } from './FlightCheckoutAddOns';
import { FlightCheckoutFlights } from './FlightCheckoutFlights';
import { flightCheckoutPassengers } from './flightCheckoutPassengers';
import { FlightCheckoutSummary } from './FlightCheckoutSummary';
import { passengersText } from './passengersText';

export interface FlightCheckoutSetupInput {
  readonly trip: FlightTrip;
  /** One chosen flight per leg, each still sold. */
  readonly flights: readonly ChosenFlight[];
  readonly flightNames: FlightNames;
  /** Every airport the chosen flights' shops named, with its country. */
  readonly flightAirports: Readonly<Record<string, FlightAirport>>;
  /** The currency of the flight list's prices. */
  readonly currencyCode: string;
  readonly isTravelApp: boolean;
  readonly assignLocation: (path: string) => void;
  readonly pollDelaysMs: readonly number[] | undefined;
}

/**
 * The flight checkout as the shared checkout screen shows it: the route and the chosen flights,
 * one traveler per passenger (FlightCheckoutPassengers), the add-ons the quote offers, the fares by
 * passenger kind and the add-ons taken, each leg's details, and the flight routes: the search, the last leg's list, the confirmation.
 */
export function useFlightCheckoutSetup({
  trip,
  flights,
  flightNames,
  flightAirports,
  currencyCode,
  isTravelApp,
  assignLocation,
  pollDelaysMs,
}: FlightCheckoutSetupInput): ProductCheckoutSetup<FlightTrip, FlightPriceQuote, FlightBooking> {
  const navigate = useNavigate();
  const last = flights.at(-1);
  const { search } = trip;
  const isInternational = crossesBorder(
    flights.map(({ option }) => option),
    flightAirports,
  );
  // One component per trip: a new one each render would remount the step and lose its edits.
  const travelerStep = useMemo(
    () =>
      flightCheckoutPassengers(flightPassengerSlots(search.passengers), {
        firstDepartureDate: search.legs[0]?.departureDate ?? '',
        lastDepartureDate: search.legs.at(-1)?.departureDate ?? '',
        isInternational,
      }),
    [search, isInternational],
  );
  const details = (
    <FlightCheckoutFlights search={trip.search} flights={flights} flightNames={flightNames} />
  );
  return {
    product: flightsCheckoutProduct,
    summary: <FlightCheckoutSummary query={trip} flights={flights} flightNames={flightNames} />,
    travelerStep,
    breakdownOf: (checkout) => {
      if (!last) return undefined;
      const shown = { fiat: { ...last.fare.total, currencyCode } };
      const quote = checkout.quote.quote;
      const { lines, total } = flightCheckoutLines(
        shown,
        quote,
        passengersText(trip.search.passengers),
      );
      return checkoutBreakdown(
        lines.map((line) => ({ ...line, kind: 'charge' })),
        total,
        checkout,
      );
    },
    addOns: ({ checkout, onQuoted }) => (
      <FlightCheckoutAddOns checkout={checkout} trip={trip} onQuoted={onQuoted} />
    ),
    details,
    reviewDetails: details,
    termsOfServiceUrl: routePaths.terms,
    termsBefore: flightCheckoutTexts.termsBefore,
    isTravelApp,
    bookStep: trip.bookStep,
    routes: {
      toSearchResults: () => void navigate(flightsSearchPath(trip)),
      // The last leg's list, the fares before it kept: where another flight or fare is chosen.
      toShop: () =>
        void navigate(
          flightsShopPath({
            ...trip,
            chosenFareIds: trip.chosenFareIds.slice(0, -1),
            filters: noFlightShopFilters,
          }),
        ),
      mobileStepPath: (step) => flightsBookPath({ ...trip, bookStep: step }),
      confirmationPath: (booking) => flightsConfirmPath(booking.id.value),
      loadConfirmation: loadConfirmationPage,
    },
    assignLocation,
    pollDelaysMs,
  };
}
