import type { Fiat, Price } from '../money/money';
import { flightAddOnTexts } from './flightAddOns';
import type { FlightPriceQuote, FlightSeatKind } from './flightPurchase';

/** The flight checkout's words (ours: products §2 names the flight checkout, not its wording). */
export const flightCheckoutTexts = {
  loading: 'Loading your trip',
  /** Before the quote: the trip as the flight list priced it. */
  flightsTaxesIncluded: (passengers: string) =>
    `Flights for ${passengers}, taxes and fees included`,
  /** With the quote: one line per passenger kind, its fares added up. */
  fares: {
    Adult: 'Adult fare',
    Child: 'Child fare',
    SeatedInfant: 'Infant in a seat fare',
    LapInfant: 'Infant on a lap fare',
  } satisfies Record<FlightSeatKind, string>,
  fareLine: (fare: string, count: number) => (count === 1 ? fare : `${fare} × ${count}`),
  agentFee: 'Agent fee',
  taxesIncluded: 'Fares include taxes and carrier fees.',
  flightsHeading: 'Your flights',
  /** The acknowledgement under Confirm and Book, before its terms of service link. */
  termsBefore:
    "By selecting Confirm and Book, you agree to the fare rules, the airline's conditions of carriage and the ",
  /** The checkout's summary of the flights chosen, each with Change. */
  chosenLabel: 'Your chosen flights',
} as const;

export interface FlightCheckoutLine {
  readonly label: string;
  readonly amount: Fiat;
}

const times = (fiat: Fiat, count: number): Fiat => ({
  ...fiat,
  value: Math.round(fiat.value * 100 * count) / 100,
});

/**
 * The flight checkout's charges (products §3 Pricing): before the quote, the trip as the flight
 * list priced it for everyone; with the quote, each passenger kind's fares (taxes included) and
 * the add-ons bought and the agent fee. Each set adds up to the total it comes with, save a price change, which the
 * breakdown shows as its own line.
 */
export function flightCheckoutLines(
  shown: Price,
  quote: FlightPriceQuote | undefined,
  passengers: string,
): { readonly lines: readonly FlightCheckoutLine[]; readonly total: Price } {
  if (!quote)
    return {
      total: shown,
      lines: [{ label: flightCheckoutTexts.flightsTaxesIncluded(passengers), amount: shown.fiat }],
    };
  const { fee } = quote.pricing;
  return {
    total: quote.total,
    lines: [
      ...quote.pricing.passengers.map(({ kind, count, each }) => ({
        label: flightCheckoutTexts.fareLine(flightCheckoutTexts.fares[kind], count),
        amount: times(each, count),
      })),
      ...quote.pricing.addOns.map(({ addOnId, amount }) => ({
        label: flightAddOnTexts.titles[addOnId],
        amount,
      })),
      ...(fee.value > 0 ? [{ label: flightCheckoutTexts.agentFee, amount: fee }] : []),
    ],
  };
}
