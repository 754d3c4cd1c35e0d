import {
  bagChargeText,
  cabinClassLabels,
  fareBrandLabel,
  penaltyCostText,
  penaltyOf,
  type FlightFare,
  type PenaltyPolicy,
} from '@wayfare/domain';
import type { TripFact } from '../../trips/TripFacts';
import { fareTexts } from '../flightShopTexts';

/** What a change or a cancellation costs under a fare: the spec's label, a fee with its amount. */
function penaltyText(fare: FlightFare, policy: PenaltyPolicy, locale: string): string {
  if (fare.penalties.Penalties === 'ExternallyManaged') return fareTexts.penaltiesByAirline;
  const penalty = penaltyOf(fare.penalties, policy);
  const label = penalty && fareBrandLabel(penalty, policy);
  if (!label) return fareTexts.penaltiesUnknown;
  return penalty.type === 'WithFee'
    ? fareTexts.withFee(label, penaltyCostText(fare.penalties, policy, locale))
    : label;
}

/** The bags a fare includes (products §3 baggage info), or why it says nothing of them. */
function bagsText(fare: FlightFare): string {
  switch (fare.baggageInfo.BaggageInfo) {
    case 'Allowed':
      return fareTexts.bagsIncluded(fare.baggageInfo.allowance.pieces);
    case 'NotAllowed':
      return fareTexts.bagsNotAllowed;
    case 'Unknown':
      return fareTexts.bagsUnknown;
  }
}

/** A fare's cabin, bags, changes and cancellation, as named values (products §3, §9). */
export function fareFacts(fare: FlightFare, locale: string): TripFact[] {
  return [
    { term: fareTexts.cabin, value: cabinClassLabels[fare.cabinClass] },
    { term: fareTexts.bags, value: bagsText(fare) },
    { term: fareTexts.changes, value: penaltyText(fare, 'change', locale) },
    { term: fareTexts.cancellation, value: penaltyText(fare, 'cancel', locale) },
  ];
}

/** products §9 "bag charge display 'Bag N at $amount currency'", one line per charge. */
export function bagChargeLines(fare: FlightFare, locale: string): string[] {
  return fare.baggageInfo.BaggageInfo === 'Allowed'
    ? fare.baggageInfo.charges.map((charge) => bagChargeText(charge, locale))
    : [];
}
