import { z } from 'zod/mini';
import { formatFiat } from '../money/formatFiat';
import { fiatSchema, type Fiat } from '../money/money';
import {
  cancelForAnyReasonSocialProofText,
  isFlightCancelForAnyReasonAvailable,
} from '../protections/cancelForAnyReason';
import { disruptionPremiumSchema, type DisruptionPremium } from '../protections/disruptionPolicy';
import { disruptionPurchaseIneligibility } from '../protections/disruptionPurchase';
import { protectionTerms } from '../protections/protectionTerms';

/**
 * The add-ons a flight checkout offers beside the fares (products §1 "Add-ons: ... cancel for any
 * reason, change for any reason, disruption protection"), by the words the checkout's address and
 * the quote request use (ours). Price freeze is bought instead of a booking, from the flight list,
 * not beside one.
 */
export const flightAddOnIds = ['cfar', 'chfar', 'delay', 'missed-connection'] as const;
export type FlightAddOnId = (typeof flightAddOnIds)[number];

/**
 * One add-on the quote offers for the trip (STATES §25 flight-cfar/offer, §26
 * disruption/offer-{delay,missed-connection}): what it costs for every passenger, how it is priced
 * (products §3 "premium (fixed or percentage)", fixed per passenger), and what it covers.
 */
export const flightAddOnOfferSchema = z.object({
  addOnId: z.enum(flightAddOnIds),
  premium: fiatSchema,
  pricing: disruptionPremiumSchema,
  /** Cancel for any reason: the share of the trip's price paid back (products §9 "default coverage 80%"). */
  coveragePercentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** Disruption protection: the most paid per passenger (products §3 policyDetails coverage). */
  coverage: z.optional(fiatSchema),
});
export type FlightAddOnOffer = z.infer<typeof flightAddOnOfferSchema>;

/** An add-on bought with the trip, as the quote's pricing and the booking list it. */
export const flightAddOnChargeSchema = z.object({
  addOnId: z.enum(flightAddOnIds),
  amount: fiatSchema,
});
export type FlightAddOnCharge = z.infer<typeof flightAddOnChargeSchema>;

/**
 * How the fake airline prices each add-on (ours: the spec gives the forms, fixed or percentage, not
 * the figures): cancel and change for any reason as a share of the fares, delay protection a fixed
 * amount per passenger, missed-connection protection a share of the fares.
 */
export const flightAddOnPricing = {
  cfar: { kind: 'percentage', percentage: 15 },
  chfar: { kind: 'percentage', percentage: 10 },
  delay: { kind: 'fixed', amountPerPassenger: 24 },
  'missed-connection': { kind: 'percentage', percentage: 6 },
} as const satisfies Record<
  FlightAddOnId,
  | { readonly kind: 'percentage'; readonly percentage: number }
  | { readonly kind: 'fixed'; readonly amountPerPassenger: number }
>;

/** What delay protection pays at most per passenger (ours, in the fares' currency). */
export const delayCoveragePerPassenger = 500;

/** The trip an add-on is offered for. */
export interface FlightAddOnTrip {
  readonly now: Date;
  readonly firstDeparture: Date;
  /** Some leg has more than one flight. */
  readonly hasConnection: boolean;
  /** A connection is between two airlines' tickets: missed-connection cover comes free with it. */
  readonly isMultiCarrierConnecting: boolean;
  /** The trip's fares, taxes included. */
  readonly fares: Fiat;
  readonly passengerCount: number;
}

const hourMs = 60 * 60 * 1000;
const roundedCents = (value: number) => Math.round(value * 100) / 100;

function offerPricing(
  addOnId: FlightAddOnId,
  trip: FlightAddOnTrip,
): { premium: Fiat; pricing: DisruptionPremium } {
  const rule = flightAddOnPricing[addOnId];
  if (rule.kind === 'fixed') {
    const each = { ...trip.fares, value: rule.amountPerPassenger };
    return {
      premium: { ...trip.fares, value: roundedCents(each.value * trip.passengerCount) },
      pricing: { kind: 'fixed', amount: each },
    };
  }
  return {
    premium: { ...trip.fares, value: roundedCents((trip.fares.value * rule.percentage) / 100) },
    pricing: { kind: 'percentage', percentage: rule.percentage },
  };
}

/** Whether each add-on may be bought with this trip now (products §5, §9). */
function isOffered(addOnId: FlightAddOnId, trip: FlightAddOnTrip): boolean {
  const hoursLeft = (trip.firstDeparture.getTime() - trip.now.getTime()) / hourMs;
  const disruptionAllowed =
    disruptionPurchaseIneligibility({
      now: trip.now,
      departure: trip.firstDeparture,
      passengerId: 'trip',
      protectedPassengerIds: [],
    }) === undefined;
  switch (addOnId) {
    case 'cfar':
      return isFlightCancelForAnyReasonAvailable(trip.now, trip.firstDeparture);
    case 'chfar':
      return hoursLeft >= protectionTerms.changeForAnyReason.advancePurchaseHours;
    case 'delay':
      return disruptionAllowed;
    case 'missed-connection':
      return disruptionAllowed && trip.hasConnection && !trip.isMultiCarrierConnecting;
  }
}

/**
 * The add-ons offered with a trip, in the order the checkout lists them: cancel for any reason
 * up to 3 hours before the first departure (products §9), change for any reason with 24 hours'
 * advance purchase, delay protection at least 24 hours before departure (products §5), and
 * missed-connection protection too when the trip connects on one ticket (free on multi-carrier
 * connecting bookings, products §9).
 */
export function flightAddOnOffersFor(trip: FlightAddOnTrip): FlightAddOnOffer[] {
  return flightAddOnIds
    .filter((addOnId) => isOffered(addOnId, trip))
    .map((addOnId) => ({
      addOnId,
      ...offerPricing(addOnId, trip),
      ...(addOnId === 'cfar' && {
        coveragePercentage: protectionTerms.flightCancelForAnyReason.defaultCoveragePercentage,
      }),
      ...(addOnId === 'delay' && {
        coverage: { ...trip.fares, value: delayCoveragePerPassenger },
      }),
      ...(addOnId === 'missed-connection' && {
        coverage: {
          value: protectionTerms.missedConnection.capUsdPerPassenger,
          currencyCode: 'USD',
          currencySymbol: 'US$',
        },
      }),
    }));
}

const perPassenger = (amount: Fiat) => `${formatFiat(amount)} per passenger`;

/** The add-ons' words in the checkout, the breakdown and the confirmation (ours, from products §5, §9). */
export const flightAddOnTexts = {
  heading: 'Protect your trip',
  intro: 'Add cover now: it can only be bought with your flights.',
  titles: {
    cfar: 'Cancel for any reason',
    chfar: 'Change for any reason',
    delay: 'Flight delay protection',
    'missed-connection': 'Missed connection protection',
  } satisfies Record<FlightAddOnId, string>,
  description: (offer: FlightAddOnOffer): string => {
    switch (offer.addOnId) {
      case 'cfar':
        return `Cancel up to ${protectionTerms.flightCancelForAnyReason.hoursBeforeFirstDeparture} hours before your first flight and get ${offer.coveragePercentage ?? protectionTerms.flightCancelForAnyReason.defaultCoveragePercentage}% of your trip's price back, whatever the reason. Final once used.`;
      case 'chfar':
        return `Change your flights once, for any reason, up to ${protectionTerms.changeForAnyReason.hoursBeforeDeparture} hours before departure, for a new trip within ${protectionTerms.changeForAnyReason.departureWindowYears} year.`;
      case 'delay':
        return `If your flight is delayed, rebook on another flight or get your money back${offer.coverage ? `, up to ${perPassenger(offer.coverage)}` : ''}.`;
      case 'missed-connection':
        return `Miss a connection and we rebook you or pay you back${offer.coverage ? `, up to ${perPassenger(offer.coverage)}` : ''}.`;
    }
  },
  /** spec: platform §9 "Social-proof text says over 60,000 travelers added the service". */
  socialProof: (offer: FlightAddOnOffer): string | undefined =>
    offer.addOnId === 'cfar' ? cancelForAnyReasonSocialProofText() : undefined,
  price: (offer: FlightAddOnOffer): string =>
    offer.pricing.kind === 'fixed'
      ? `${formatFiat(offer.premium)} (${perPassenger(offer.pricing.amount)})`
      : `${formatFiat(offer.premium)} (${offer.pricing.percentage}% of your fares)`,
  /** The checkbox's name: "Add Cancel for any reason for $45.60". */
  add: (offer: FlightAddOnOffer): string =>
    `Add ${flightAddOnTexts.titles[offer.addOnId]} for ${formatFiat(offer.premium)}`,
  /** While the trip is priced again with the add-on, or without it. */
  updating: 'Updating your price…',
} as const;
