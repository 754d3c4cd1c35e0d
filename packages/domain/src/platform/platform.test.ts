import { describe, expect, it } from 'vitest';
import { accountStandingEvents } from './accountStandingEvents';
import { agentFee, agentFeeFor } from './agentFee';
import { callStates, isCallInProgress, shopCallStates } from './callState';
import {
  customTrackingErrors,
  isValidCustomTrackingKey,
  isValidCustomTrackingValue,
} from './customTracking';
import { firstTimeUserFlags, isFirstTimeFor } from './firstTimeUserFlags';
import { trackingEventProperties } from './trackingEventProperties';

describe('platform enumerations', () => {
  // spec: platform §4 "NotCalled, InProcess, Success or Failed (the shop call also has FailureAcknowledged)";
  // products §3 first-time-user flags and account standing events (spellings ours)
  it('holds the spec values', () => {
    expect(callStates).toEqual(['NotCalled', 'InProcess', 'Success', 'Failed']);
    expect(shopCallStates).toEqual([
      'NotCalled',
      'InProcess',
      'Success',
      'Failed',
      'FailureAcknowledged',
    ]);
    expect(firstTimeUserFlags).toEqual([
      'packageSmokeTest',
      'staysVR',
      'wishlists',
      'packages',
      'activities',
    ]);
    expect(accountStandingEvents).toEqual([
      'NewAccountOpening',
      'NewBenefitPeriod',
      'EnterBadStanding',
      'EnterGoodStanding',
      'Upgrade',
      'Downgrade',
      'Migrated',
    ]);
  });
});

// spec: platform §4 Booking may proceed "no call is in progress"
describe('isCallInProgress', () => {
  it.each([
    ['NotCalled', false],
    ['InProcess', true],
    ['Success', false],
    ['Failed', false],
    ['FailureAcknowledged', false],
  ] as const)('%s: %s', (state, inProgress) => {
    expect(isCallInProgress(state)).toBe(inProgress);
  });
});

// spec: platform §5 "Custom tracking keys: letters and digits only. Their values: letters, digits, space and / @ . _ + -. Otherwise flagged as error."
describe('custom tracking', () => {
  it.each([
    ['campaign2026', true],
    ['Campaign', true],
    ['utm_source', false],
    ['utm-source', false],
    ['key name', false],
    ['clé', false],
    ['', false],
  ])('key %o: valid %s', (key, valid) => {
    expect(isValidCustomTrackingKey(key)).toBe(valid);
  });

  it.each([
    ['Spring Sale 2026', true],
    ['a/b@c.d_e+f-g', true],
    ['ann@example.com', true],
    ['50%', false],
    ['a,b', false],
    ['tab\there', false],
    ['', false],
  ])('value %o: valid %s', (value, valid) => {
    expect(isValidCustomTrackingValue(value)).toBe(valid);
  });

  it.each([
    ['source', 'email', { key: false, value: false }],
    ['so urce', 'email', { key: true, value: false }],
    ['source', 'e#mail', { key: false, value: true }],
  ])('%o = %o flags %o', (key, value, errors) => {
    expect(customTrackingErrors(key, value)).toEqual(errors);
  });
});

// spec: platform §7 "POST /tracking/event: properties (has_credits is copied to has_travel_credit)"
describe('trackingEventProperties', () => {
  it.each([
    [
      { has_credits: true, screen: 'checkout' },
      { has_credits: true, screen: 'checkout', has_travel_credit: true },
    ],
    [
      { has_credits: false, has_travel_credit: true },
      { has_credits: false, has_travel_credit: false },
    ],
    [{ screen: 'shop' }, { screen: 'shop' }],
  ])('%o becomes %o', (properties, sent) => {
    expect(trackingEventProperties(properties)).toEqual(sent);
  });
});

// spec: platform §9 "Agent fee: 10 in one reading (added to the quote and booking in the agent portal)"
describe('agent fee', () => {
  it.each([
    [true, 10],
    [false, 0],
  ])('agent mode %s: %s', (isAgentMode, fee) => {
    expect(agentFee).toBe(10);
    expect(agentFeeFor(isAgentMode)).toBe(fee);
  });
});

// spec: products §3 first-time-user flags; STATES session/first-time
describe('isFirstTimeFor', () => {
  it.each([
    [{ wishlists: true }, 'wishlists', true],
    [{ wishlists: false }, 'wishlists', false],
    [{}, 'activities', false],
  ] as const)('%o, %s: %s', (flags, flag, due) => {
    expect(isFirstTimeFor(flags, flag)).toBe(due);
  });
});
