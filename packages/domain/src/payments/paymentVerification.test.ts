import { describe, expect, it } from 'vitest';
import {
  paymentVerifyErrorPanel,
  paymentVerifyFailureCodes,
  paymentVerifyRequestSchema,
  paymentVerifyResponseSchema,
  paymentVerifyResults,
  verifiedPaymentMethod,
  type PaymentVerifyResponse,
} from './paymentVerification';

const card = { id: 'p9', accountId: 'a1', last4: '1881', cardType: 'Visa' } as const;

describe('payment verification enumerations', () => {
  // spec: platform §4 "Success ..., CardDeclined, ExcessiveUserActivity, GenericError"; §8 "InvalidCVV", "InvalidAddress"
  it('holds the spec values', () => {
    expect(paymentVerifyResults).toEqual([
      'Success',
      'CardDeclined',
      'ExcessiveUserActivity',
      'GenericError',
    ]);
    expect(paymentVerifyFailureCodes).toEqual(['InvalidCVV', 'InvalidAddress']);
  });
});

// spec: platform §7 "POST payments/verify: payload (token, accountId, isVCN) -> PaymentVerifyResult, payment.id"
describe('payment verify schemas', () => {
  it('parses the request', () => {
    expect(paymentVerifyRequestSchema.parse({ token: 't', accountId: 'a1', isVCN: false })).toEqual(
      { token: 't', accountId: 'a1', isVCN: false },
    );
  });

  it.each([
    { PaymentVerifyResult: 'Success', payment: card },
    { PaymentVerifyResult: 'CardDeclined', code: 'InvalidCVV', errors: [{ message: 'Bad CVV' }] },
    { PaymentVerifyResult: 'ExcessiveUserActivity' },
    { PaymentVerifyResult: 'GenericError', code: 'InvalidAddress' },
  ])('parses a $PaymentVerifyResult answer', (response) => {
    expect(paymentVerifyResponseSchema.parse(response)).toEqual(response);
  });

  it.each([{ PaymentVerifyResult: 'Success' }, { PaymentVerifyResult: 'Failure' }])(
    'rejects %o',
    (response) => {
      expect(paymentVerifyResponseSchema.safeParse(response).success).toBe(false);
    },
  );
});

// spec: platform §4 "Success (store the method and select it)"
describe('verifiedPaymentMethod', () => {
  it('gives the card on success, nothing on a failure', () => {
    expect(verifiedPaymentMethod({ PaymentVerifyResult: 'Success', payment: card })).toEqual(card);
    expect(verifiedPaymentMethod({ PaymentVerifyResult: 'CardDeclined' })).toBeUndefined();
  });
});

// spec: platform §8 "Payment verification: InvalidCVV 'CVV Error'; InvalidAddress 'Address Verification Error'; other 'Error Adding Payment Method' ... the verify error shows the first error message or an add-again text"
describe('paymentVerifyErrorPanel', () => {
  it.each<[PaymentVerifyResponse, unknown]>([
    [{ PaymentVerifyResult: 'Success', payment: card }, undefined],
    [
      {
        PaymentVerifyResult: 'CardDeclined',
        code: 'InvalidCVV',
        errors: [{ message: 'First' }, { message: 'Second' }],
      },
      { kind: 'payment-verification', failure: 'InvalidCVV', firstErrorMessage: 'First' },
    ],
    [
      { PaymentVerifyResult: 'GenericError', code: 'InvalidAddress' },
      { kind: 'payment-verification', failure: 'InvalidAddress' },
    ],
    [
      { PaymentVerifyResult: 'CardDeclined', code: 'Expired', errors: [] },
      { kind: 'payment-verification', failure: 'Other' },
    ],
    [
      { PaymentVerifyResult: 'ExcessiveUserActivity' },
      { kind: 'payment-verification', failure: 'Other' },
    ],
  ])('%o: %o', (response, panel) => {
    expect(paymentVerifyErrorPanel(response)).toEqual(panel);
  });
});
