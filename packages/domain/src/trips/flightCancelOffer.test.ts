import { describe, expect, it } from 'vitest';
import type { Fiat } from '../money/money';
import { flightCancelPolicyNextStep, flightCancelRefundFormsOf } from './flightCancelOffer';
import type { FlightCancelOffer } from './flightCancelCalls';
import { flightCancellationPolicyTypes } from './flightCancellationPolicyTypes';

const usd = (value: number): Fiat => ({ value, currencyCode: 'USD', currencySymbol: '$' });
type OfferRules = Pick<FlightCancelOffer, 'policyType' | 'resolution' | 'refund' | 'travelCredit'>;

describe('flightCancelPolicyNextStep', () => {
  // Each policy type with the refund it would give (products §4); ours: where each leads.
  it.each([
    ['AirlineRefund', 'confirm'],
    ['ContactAirline', 'contactAirline'],
    ['Ftc', 'confirm'],
    ['FtcWithPenalty', 'confirm'],
    ['MultiTicket', 'confirm'],
    ['NonRefundable', 'nonrefundable'],
    ['NonCancellable', 'contactSupport'],
    ['PartialRefund', 'confirm'],
    ['RefundableComplex', 'confirm'],
    ['TicketedVoid', 'confirm'],
    ['DelayedTicketingCancel', 'confirm'],
    ['TicketlessVoid', 'confirm'],
    ['MultiProvider', 'contactSupport'],
    ['CancellationPending', 'wait'],
    ['ContactCustomerService', 'contactSupport'],
  ] as const)('%s: %s', (policyType, step) => {
    const refund = policyType === 'NonRefundable' ? {} : { refund: usd(300) };
    expect(flightCancelPolicyNextStep({ policyType, ...refund })).toBe(step);
  });

  it('covers every policy type', () => {
    for (const policyType of flightCancellationPolicyTypes)
      expect(flightCancelPolicyNextStep({ policyType })).toBeDefined();
  });

  it.each([
    ['ContactCustomerService', 'contactSupport'],
    ['TooCloseToDeparture', 'contactSupport'],
    ['Error', 'contactSupport'],
    ['CancellationPending', 'wait'],
    ['CfarCash', 'confirm'],
    ['AirlineFullRefund', 'confirm'],
  ] as const)('a refundable booking whose resolution is %s: %s', (resolution, step) => {
    expect(flightCancelPolicyNextStep({ policyType: 'AirlineRefund', resolution })).toBe(step);
  });

  it('confirms a NonRefundable fare that cancel for any reason refunds, warns one that gives nothing', () => {
    const covered: OfferRules = {
      policyType: 'NonRefundable',
      resolution: 'CfarCash',
      refund: usd(250),
    };
    expect(flightCancelPolicyNextStep(covered)).toBe('confirm');
    expect(flightCancelPolicyNextStep({ policyType: 'NonRefundable' })).toBe('nonrefundable');
  });
});

describe('flightCancelRefundFormsOf', () => {
  it('offers the forms that have an amount', () => {
    expect(flightCancelRefundFormsOf({ refund: usd(1) })).toEqual(['Cash']);
    expect(flightCancelRefundFormsOf({ travelCredit: usd(1) })).toEqual(['Ftc']);
    expect(flightCancelRefundFormsOf({ refund: usd(1), travelCredit: usd(2) })).toEqual([
      'Cash',
      'Ftc',
    ]);
    expect(flightCancelRefundFormsOf({})).toEqual([]);
  });
});
