import { describe, expect, it } from 'vitest';
import {
  defaultCardOnFileText,
  formatTimeOfDay,
  paymentPolicyLines,
  timeWindowText,
} from './stayTerms';

// spec: platform §9 "Time display h:mm A"
describe('formatTimeOfDay', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['07:05', '7:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['16:00', '4:00 PM'],
    ['23:30', '11:30 PM'],
    ['24:00', '24:00'],
    ['noon', 'noon'],
  ])('%s is %s', (time, shown) => {
    expect(formatTimeOfDay(time)).toBe(shown);
  });

  it('shows a window', () => {
    expect(timeWindowText({ startTime: '16:00', endTime: '21:00' })).toBe('4:00 PM - 9:00 PM');
  });
});

// spec: platform §3 "paymentPolicy (schedule: FullPaymentDueNow or PaymentText with text; clauses of kind Text or CardOnFile)";
// §9 "Full payment is due at booking by default; the default card-on-file text is ..."
describe('paymentPolicyLines', () => {
  it('says full payment is due now, and gives the default card-on-file text', () => {
    expect(
      paymentPolicyLines({
        schedule: { kind: 'FullPaymentDueNow' },
        clauses: [{ kind: 'CardOnFile' }],
      }),
    ).toEqual([
      'Full payment is due at booking.',
      'If you cause damage to the property or incur incidental fees, your card may be charged.',
    ]);
    expect(defaultCardOnFileText).toBe(
      'If you cause damage to the property or incur incidental fees, your card may be charged.',
    );
  });

  it('uses the schedule text and each clause its own description', () => {
    expect(
      paymentPolicyLines({
        schedule: { kind: 'PaymentText', text: '50% due now.' },
        clauses: [
          { kind: 'Text', description: 'No parties.' },
          { kind: 'CardOnFile', description: 'Damage is charged to your card.' },
        ],
      }),
    ).toEqual(['50% due now.', 'No parties.', 'Damage is charged to your card.']);
  });
});
