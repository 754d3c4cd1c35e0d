import {
  crossesBorder,
  flightAddOnOffersFor,
  flightPassengerTotal,
  flightSeatKinds,
  todayIn,
  type Fiat,
  type FlightAddOnCharge,
  type FlightAddOnId,
  type FlightAddOnOffer,
  type FlightPassengerCounts,
  type FlightPassengerPricing,
  type FlightPriceQuote,
  type FlightQuoteLeg,
  type FlightSeatKind,
  type PurchaseError,
  type QuotePollAnswer,
} from '@wayfare/domain';
import { flightAirports } from '../fixtures/flights/flightAirports';
import type { FlightShopOptions } from '../fixtures/flights/flightShop';
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

/** How a scenario bends a flight's quote beyond the price (STATES §25, §26). */
export interface FlightQuoteBehaviour {
  /**
   * The only add-ons the quote may offer, each still offered only when its rules allow it
   * (`flightAddOnOffersFor`); every add-on by default.
   */
  readonly offeredAddOns?: readonly FlightAddOnId[];
  /**
   * The shop the scenario sells from (`flights/shelves`, `flights/300-results`…): the quote and
   * the booking find the chosen fares in it, as a real backend finds the offers it made.
   */
  readonly flightShop?: FlightShopOptions;
}

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

/** Whether the chosen flights connect, and whether a connection changes marketing airline. */
function connectionsOf(chosen: readonly ChosenFlightFare[]) {
  const connecting = chosen.filter(({ flight }) => flight.segments.length > 1);
  return {
    hasConnection: connecting.length > 0,
    isMultiCarrierConnecting: connecting.some(
      ({ flight }) =>
        new Set(flight.segments.map((segment) => segment.marketingAirline.code)).size > 1,
    ),
  };
}

/**
 * The add-ons the trip may be bought with now (products §5, §9), priced on its fares, taxes in,
 * before any add-on and the agent fee; and the ones asked for among them, as charges. An add-on
 * asked for but not offered is not charged.
 */
function addOnsOf(
  asked: FlightQuoteAsked,
  chosen: readonly ChosenFlightFare[],
  fares: Fiat,
  behaviour: FlightQuoteBehaviour,
): { readonly offers: FlightAddOnOffer[]; readonly charges: FlightAddOnCharge[] } {
  const first = chosen[0]?.flight.segments[0];
  if (!first) return { offers: [], charges: [] };
  const offers = flightAddOnOffersFor({
    now: mockNow(),
    firstDeparture: new Date(first.zonedDeparture),
    ...connectionsOf(chosen),
    fares,
    passengerCount: flightPassengerTotal(asked.search.passengers),
  }).filter(({ addOnId }) => behaviour.offeredAddOns?.includes(addOnId) ?? true);
  const charges = offers
    .filter(({ addOnId }) => asked.addOns.includes(addOnId))
    .map(({ addOnId, premium }) => ({ addOnId, amount: premium }));
  return { offers, charges };
}

/**
 * A flight's quote (products §3 Pricing, §7 "flight price quote"): the fares the shop sold for
 * each leg, found again, priced as the last leg's fare showed the whole trip (each passenger kind
 * at its share of an adult's fare, adding up to the fare's total), with the agent fee and a
 * scenario's price change added, priced in every rewards account. A scenario's price change is the
 * airline's: it goes to the base fare, not to the passengers' fares the shop showed. The add-ons
 * the trip may be bought with are offered, and those asked for are charged in the grand total. A
 * fare the shop no longer sells is OfferInvalid (products §8).
 */
export function flightPriceQuoteFor(
  asked: FlightQuoteAsked,
  identity: QuoteIdentity,
  pricing: QuotePricing & FlightQuoteBehaviour = {},
): QuotePollAnswer<FlightPriceQuote> {
  const found = chosenFlightFares(asked, todayIn(mockNow()), pricing.flightShop);
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
  const { offers, charges } = addOnsOf(
    asked,
    found.chosen,
    fiatOf(fareCents + changeCents),
    pricing,
  );
  const addOnsCents = charges.reduce((sum, { amount }) => sum + cents(amount.value), 0);
  const grandTotal = fiatOf(fareCents + cents(asked.agentFee) + changeCents + addOnsCents);
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
        addOns: charges,
        grandTotal,
      },
      isInternational: crossesBorder(
        found.chosen.map(({ flight }) => flight),
        flightAirports,
      ),
      addOnOffers: offers,
      confirmationDetailsErrors: [...(pricing.confirmationDetailsErrors ?? [])],
    },
  };
}
