import { describe, expect, it } from 'vitest';
import {
  disruptionPolicySchema,
  disruptionProtectionPremium,
  type DisruptionPremium,
} from './disruptionPolicy';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

// spec: products §3 "Policy: delay or missedConnection, with policyDetails of coverage and premium
// (fixed or percentage)"; STATES §26 disruption/offer-{delay,missed-connection}
describe('disruptionPolicySchema', () => {
  it.each(['delay', 'missedConnection'])('reads a %s policy', (kind) => {
    const policy = disruptionPolicySchema.parse({
      kind,
      policyDetails: { coverage: usd(5000), premium: { kind: 'percentage', percentage: 7 } },
    });
    expect(policy.kind).toBe(kind);
  });

  it('refuses another kind and a percentage above 100', () => {
    const details = { coverage: usd(1), premium: { kind: 'fixed', amount: usd(1) } };
    expect(() =>
      disruptionPolicySchema.parse({ kind: 'weather', policyDetails: details }),
    ).toThrow();
    expect(() =>
      disruptionPolicySchema.parse({
        kind: 'delay',
        policyDetails: { ...details, premium: { kind: 'percentage', percentage: 101 } },
      }),
    ).toThrow();
  });
});

// spec: products §3 "premium (fixed or percentage)"
describe('disruptionProtectionPremium', () => {
  it.each<[string, DisruptionPremium, number, number]>([
    ['a fixed premium whatever the fare', { kind: 'fixed', amount: usd(19.99) }, 450, 19.99],
    ['7% of 450.00', { kind: 'percentage', percentage: 7 }, 450, 31.5],
    ['7% of 123.45 rounded to the cent', { kind: 'percentage', percentage: 7 }, 123.45, 8.64],
    ['0% is free', { kind: 'percentage', percentage: 0 }, 450, 0],
  ])('%s', (_, premium, fare, expected) => {
    expect(disruptionProtectionPremium(premium, usd(fare))).toEqual(usd(expected));
  });
});
