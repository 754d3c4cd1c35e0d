import {
  crossesBorder,
  flightSeatKinds,
  todayIn,
  type Fiat,
  type FlightPassengerCounts,
  type FlightPassengerPricing,
  type FlightPriceQuote,
  type FlightQuoteLeg,
  type FlightSeatKind,
  type PurchaseError,
  type QuotePollAnswer,
} from '@wayfare/domain';
import { flightAirports } from '../fixtures/flights/flightAirports';
import { isFlightAirportCode } from '../fixtures/flights/flightNetwork';
import { passengerCents } from '../fixtures/flights/passengerPrices';
import { rewardsPriceFor } from '../fixtures/listings/rewardsPrice';
import { knownRewardsAccounts } from '../fixtures/rewardsAccounts';
import {
  chosenFlightFares,
  type ChosenFlightFare,
  type FlightQuoteAsked,
} from './flightChosenFares';
import { mockNow } from './mockClock';
import type { QuoteIdentity, QuotePricing } from './priceQuote';

export type { FlightQuoteAsked } from './flightChosenFares';

/** The share of a fare that is taxes (ours: the generator prices fares with taxes in). */
const taxShare = 0.15;

/** The count of the search each seat kind is priced by. */
const countOfKind: Readonly<Record<FlightSeatKind, keyof FlightPassengerCounts>> = {
  Adult: 'adults',
  Child: 'children',
  SeatedInfant: 'seatedInfants',
  LapInfant: 'lapInfants',
};

const cents = (value: number) => Math.round(value * 100);

const offerInvalid = (message: string): QuotePollAnswer<FlightPriceQuote> => ({
  QuoteResponse: 'Failure',
  errors: [{ kind: 'ProductError', code: 'OfferInvalid', message } satisfies PurchaseError],
});

/** A leg as the summary names it: the chosen flight's first departure and last arrival. */
function quoteLegOf({ flight, fare }: ChosenFlightFare): FlightQuoteLeg {
  const { segments } = flight;
  const first = segments[0];
  const last = segments.at(-1);
  const origin = first?.origin.locationCode ?? '';
  const destination = last?.destination.locationCode ?? '';
  const cityOf = (code: string) => (isFlightAirportCode(code) ? flightAirports[code].city : code);
  return {
    fareId: fare.fareId,
    origin,
    originCity: cityOf(origin),
    destination,
    destinationCity: cityOf(destination),
    departure: first?.scheduledDeparture ?? '',
    arrival: last?.scheduledArrival ?? '',
    airlineCodes: segments.map((segment) => segment.marketingAirline.code),
    shortBrandName: fare.shortBrandName,
    cabinClass: fare.cabinClass,
  };
}

/**
 * A flight's quote (products §3 Pricing, §7 "flight price quote"): the fares the shop sold for
 * each leg, found again, priced as the last leg's fare showed the whole trip (each passenger kind
 * at its share of an adult's fare, adding up to the fare's total), with the agent fee and a
 * scenario's price change added, priced in every rewards account. A scenario's price change is the
 * airline's: it goes to the base fare, not to the passengers' fares the shop showed. A fare the
 * shop no longer sells is OfferInvalid (products §8).
 */
export function flightPriceQuoteFor(
  asked: FlightQuoteAsked,
  identity: QuoteIdentity,
  pricing: QuotePricing = {},
): QuotePollAnswer<FlightPriceQuote> {
  const found = chosenFlightFares(asked, todayIn(mockNow()));
  if ('problem' in found) return offerInvalid(found.problem);
  const tripFare = found.chosen.at(-1)?.fare;
  if (!tripFare) return offerInvalid('No fare was chosen.');

  // A flight fare carries only its symbol (products §3 fiat); the shop's answer names the code.
  const { currencyCode } = found;
  const { currencySymbol } = tripFare.total;
  const fiatOf = (valueCents: number): Fiat => ({
    value: valueCents / 100,
    currencyCode,
    currencySymbol,
  });
  const adultCents = cents(tripFare.amount.value);
  const fareCents = cents(tripFare.total.value);
  const changeCents = cents(pricing.priceChange ?? 0);
  const taxesCents = Math.round(fareCents * taxShare);
  const grandTotal = fiatOf(fareCents + cents(asked.agentFee) + changeCents);
  const passengers: FlightPassengerPricing[] = flightSeatKinds.flatMap((kind) => {
    const count = asked.search.passengers[countOfKind[kind]];
    return count > 0
      ? [{ kind, count, each: fiatOf(passengerCents(adultCents, countOfKind[kind])) }]
      : [];
  });
  return {
    QuoteResponse: 'Success',
    quote: {
      type: 'Flight',
      sessionToken: { value: identity.sessionToken },
      orderedProductId: identity.orderedProductId,
      legs: found.chosen.map(quoteLegOf),
      total: rewardsPriceFor(grandTotal, pricing.rewardsAccounts ?? knownRewardsAccounts),
      pricing: {
        passengers,
        base: fiatOf(fareCents + changeCents - taxesCents),
        taxes: fiatOf(taxesCents),
        fee: fiatOf(cents(asked.agentFee)),
        grandTotal,
      },
      isInternational: crossesBorder(
        found.chosen.map(({ flight }) => flight),
        flightAirports,
      ),
      confirmationDetailsErrors: [...(pricing.confirmationDetailsErrors ?? [])],
    },
  };
}
