import { describe, expect, it } from 'vitest';
import { fareBrandLabel, flightChangeRule, penaltyCostText } from './fareBrandLabels';
import type { FlightPenalties, Penalty, PenaltyPolicy } from './flightPenalties';

const noPenalty: Penalty = { type: 'NoPenalty' };
const notPossible: Penalty = { type: 'NotPossible' };
const unknown: Penalty = { type: 'Unknown' };
const withFee: Penalty = { type: 'WithFee', amount: 75, currency: 'USD' };

const known = (changePenalty: Penalty, cancelPenalty: Penalty = noPenalty): FlightPenalties => ({
  Penalties: 'Known',
  changePenalty,
  cancelPenalty,
});

// spec: products §9 "change rules free, fee, unavailable"; products §3 change penalty types
describe('flightChangeRule', () => {
  it.each<[string, FlightPenalties, string]>([
    ['no penalty', known(noPenalty), 'free'],
    ['with fee', known(withFee), 'fee'],
    ['not possible', known(notPossible), 'unavailable'],
    ['unknown penalty', known(unknown), 'unavailable'],
    ['externally managed', { Penalties: 'ExternallyManaged' }, 'unavailable'],
    ['unknown penalties', { Penalties: 'Unknown' }, 'unavailable'],
    ['the cancel penalty does not count', known(notPossible, noPenalty), 'unavailable'],
  ])('%s -> %s', (_, penalties, rule) => {
    expect(flightChangeRule(penalties)).toBe(rule);
  });
});

// spec: products §9 "fare brand labels free, for a fee, not allowed, non-refundable"
describe('fareBrandLabel', () => {
  it.each<[Penalty, PenaltyPolicy, string | undefined]>([
    [noPenalty, 'change', 'free'],
    [noPenalty, 'cancel', 'free'],
    [withFee, 'change', 'for a fee'],
    [withFee, 'cancel', 'for a fee'],
    [notPossible, 'change', 'not allowed'],
    [notPossible, 'cancel', 'non-refundable'],
    [unknown, 'change', undefined],
    [unknown, 'cancel', undefined],
  ])('%o for %s -> %s', (penalty, policy, label) => {
    expect(fareBrandLabel(penalty, policy)).toBe(label);
  });
});

// spec: products §8 "Cost texts: 'Non-refundable', 'Contact support', 'Free', 'Contact airline'"
describe('penaltyCostText', () => {
  it.each<[string, FlightPenalties, PenaltyPolicy, string]>([
    ['externally managed change', { Penalties: 'ExternallyManaged' }, 'change', 'Contact airline'],
    ['externally managed cancel', { Penalties: 'ExternallyManaged' }, 'cancel', 'Contact airline'],
    ['unknown penalties', { Penalties: 'Unknown' }, 'cancel', 'Contact support'],
    ['unknown penalty', known(noPenalty, unknown), 'cancel', 'Contact support'],
    ['free change', known(noPenalty, notPossible), 'change', 'Free'],
    ['free cancellation', known(notPossible, noPenalty), 'cancel', 'Free'],
    ['no cancellation', known(noPenalty, notPossible), 'cancel', 'Non-refundable'],
    ['no change', known(notPossible, noPenalty), 'change', 'Contact airline'],
    ['change fee', known(withFee), 'change', '75.00 USD'],
    [
      'cancel fee',
      known(noPenalty, { type: 'WithFee', amount: 1200.5, currency: 'CAD' }),
      'cancel',
      '1,200.50 CAD',
    ],
  ])('%s -> %s', (_, penalties, policy, text) => {
    expect(penaltyCostText(penalties, policy)).toBe(text);
  });
});
