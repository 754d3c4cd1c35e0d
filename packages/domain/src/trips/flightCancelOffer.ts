import type { FlightCancelOffer, FlightCancelRefundForm } from './flightCancelCalls';
import type { FlightCancellationPolicyType } from './flightCancellationPolicyTypes';
import type { FlightCancellationResolution } from './flightCancellationResolutions';

/**
 * What the policy step leads to (ours: the spec names the policy types, products §4, and the steps,
 * products §2, but not which leads where): the confirmation, the non-refundable warning, our
 * support line, the airline, or nothing to do while a cancellation is already under way.
 */
export const flightCancelPolicyNextSteps = [
  'confirm',
  'nonrefundable',
  'contactSupport',
  'contactAirline',
  'wait',
] as const;
export type FlightCancelPolicyNextStep = (typeof flightCancelPolicyNextSteps)[number];

/** Policy types only a person can cancel: a phone agent works the booking out. */
const supportPolicyTypes: readonly FlightCancellationPolicyType[] = [
  'ContactCustomerService',
  'NonCancellable',
  'MultiProvider',
];

/** Resolutions that leave the cancellation to a phone agent: none could be made online. */
const supportResolutions: readonly (FlightCancellationResolution | undefined)[] = [
  'ContactCustomerService',
  'TooCloseToDeparture',
  'Error',
];

/**
 * The policy step's way forward, checked in this order: a cancellation already pending (policy
 * type or resolution CancellationPending) leaves nothing to do; ContactAirline goes to the airline;
 * ContactCustomerService, NonCancellable and MultiProvider bookings, and the resolutions
 * ContactCustomerService, TooCloseToDeparture and Error, go to our support line; a NonRefundable
 * booking that gives nothing back warns first (the nonrefundable step: cancel without a refund),
 * one that gives something back (cancel for any reason covers it) confirms like any other.
 */
export function flightCancelPolicyNextStep(
  offer: Pick<FlightCancelOffer, 'policyType' | 'resolution' | 'refund' | 'travelCredit'>,
): FlightCancelPolicyNextStep {
  const { policyType, resolution } = offer;
  if (policyType === 'CancellationPending' || resolution === 'CancellationPending') return 'wait';
  if (policyType === 'ContactAirline') return 'contactAirline';
  if (supportPolicyTypes.includes(policyType) || supportResolutions.includes(resolution)) {
    return 'contactSupport';
  }
  if (policyType === 'NonRefundable' && flightCancelRefundFormsOf(offer).length === 0) {
    return 'nonrefundable';
  }
  return 'confirm';
}

/**
 * The refund forms an offer gives, each with its amount: a refund to the card (Cash), an airline
 * travel credit (Ftc), both (the traveler chooses: CashOrFtc, AirlinePartialRefundOrCash), or none
 * (nothing comes back).
 */
export function flightCancelRefundFormsOf(
  offer: Pick<FlightCancelOffer, 'refund' | 'travelCredit'>,
): FlightCancelRefundForm[] {
  return [
    ...(offer.refund === undefined ? [] : (['Cash'] as const)),
    ...(offer.travelCredit === undefined ? [] : (['Ftc'] as const)),
  ];
}
