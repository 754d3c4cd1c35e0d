import { defaultLocale } from '../money/money';
import {
  penaltyOf,
  type FlightPenalties,
  type Penalty,
  type PenaltyPolicy,
} from './flightPenalties';
import { numberFormat } from '../platform/intlFormats';

/** Labels of a fare brand's change and cancel rows (spec: products §9 "fare brand labels"). */
export const fareBrandLabels = ['free', 'for a fee', 'not allowed', 'non-refundable'] as const;
export type FareBrandLabel = (typeof fareBrandLabels)[number];

/** Whether a booked flight can be changed (spec: products §9 "change rules free, fee, unavailable"). */
export const changeRules = ['free', 'fee', 'unavailable'] as const;
export type ChangeRule = (typeof changeRules)[number];

/** spec: products §8 "Cost texts: 'Non-refundable', 'Contact support', 'Free', 'Contact airline'". */
export const costTexts = ['Non-refundable', 'Contact support', 'Free', 'Contact airline'] as const;
export type CostText = (typeof costTexts)[number];

/**
 * The change rule of products §9 for a fare's penalties: no penalty is free, a fee is fee, and
 * a change that is not possible, unknown, or managed by the airline is unavailable here, since
 * the portal cannot offer it.
 */
export function flightChangeRule(penalties: FlightPenalties): ChangeRule {
  const penalty = penaltyOf(penalties, 'change');
  switch (penalty?.type) {
    case 'NoPenalty':
      return 'free';
    case 'WithFee':
      return 'fee';
    default:
      return 'unavailable';
  }
}

/**
 * The fare brand label of products §9 for a change or cancel penalty: NoPenalty is free, WithFee
 * is for a fee, and NotPossible is non-refundable for a cancellation and not allowed for a change.
 * An unknown penalty has no label: the fare shows nothing rather than a guess.
 */
export function fareBrandLabel(
  penalty: Penalty,
  policy: PenaltyPolicy,
): FareBrandLabel | undefined {
  switch (penalty.type) {
    case 'NoPenalty':
      return 'free';
    case 'WithFee':
      return 'for a fee';
    case 'NotPossible':
      return policy === 'cancel' ? 'non-refundable' : 'not allowed';
    case 'Unknown':
      return undefined;
  }
}

/**
 * What a change or cancellation costs, as the trip shows it (spec: products §8 cost texts).
 * Ours: penalties managed by the airline say 'Contact airline'; unknown ones 'Contact support';
 * no penalty 'Free'; a cancellation that is not possible 'Non-refundable', a change that is not
 * possible 'Contact airline' (only the airline may change it); a fee is its amount with two
 * decimals and its currency code, e.g. '75.00 USD' (a penalty carries a code, not a symbol).
 */
export function penaltyCostText(
  penalties: FlightPenalties,
  policy: PenaltyPolicy,
  locale: string = defaultLocale,
): string {
  if (penalties.Penalties === 'ExternallyManaged') return 'Contact airline';
  const penalty = penaltyOf(penalties, policy);
  switch (penalty?.type) {
    case 'NoPenalty':
      return 'Free';
    case 'NotPossible':
      return policy === 'cancel' ? 'Non-refundable' : 'Contact airline';
    case 'WithFee': {
      const amount = numberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(penalty.amount);
      return `${amount} ${penalty.currency}`;
    }
    default:
      return 'Contact support';
  }
}
