import { z } from 'zod/mini';
import type { CheckoutErrorPanel, PaymentVerificationFailure } from '../checkout/errorPanels';
import { paymentMethodSchema, type PaymentMethod } from './paymentMethod';

/** spec: platform §4 Payment verification "Success ..., CardDeclined, ExcessiveUserActivity, GenericError". */
export const paymentVerifyResults = [
  'Success',
  'CardDeclined',
  'ExcessiveUserActivity',
  'GenericError',
] as const;
export type PaymentVerifyResult = (typeof paymentVerifyResults)[number];

export const paymentVerifyFailureResults = [
  'CardDeclined',
  'ExcessiveUserActivity',
  'GenericError',
] as const satisfies readonly PaymentVerifyResult[];
export type PaymentVerifyFailureResult = (typeof paymentVerifyFailureResults)[number];

/** Failure codes with their own panel title (spec: platform §8 "InvalidCVV", "InvalidAddress"). */
export const paymentVerifyFailureCodes = ['InvalidCVV', 'InvalidAddress'] as const;
export type PaymentVerifyFailureCode = (typeof paymentVerifyFailureCodes)[number];

/** The body of `POST payments/verify` (spec: platform §7 "payload (token, accountId, isVCN)"). */
export const paymentVerifyRequestSchema = z.object({
  /** The card token from the tokenisation service. */
  token: z.string(),
  accountId: z.string(),
  isVCN: z.boolean(),
});
export type PaymentVerifyRequest = z.infer<typeof paymentVerifyRequestSchema>;

/**
 * What `POST payments/verify` answers (spec: platform §7 "PaymentVerifyResult, payment.id").
 * "failures keep a result code" (§4): `code` holds it, InvalidCVV and InvalidAddress among
 * others; `errors` carries the messages the panel shows the first of (§8). Both names are ours.
 */
export const paymentVerifyResponseSchema = z.discriminatedUnion('PaymentVerifyResult', [
  z.object({ PaymentVerifyResult: z.literal('Success'), payment: paymentMethodSchema }),
  z.object({
    PaymentVerifyResult: z.enum(paymentVerifyFailureResults),
    code: z.optional(z.string()),
    errors: z.optional(z.array(z.object({ message: z.string() }))),
  }),
]);
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;

/** spec: platform §4 "Success (store the method and select it)": the card to store, or none on a failure. */
export function verifiedPaymentMethod(response: PaymentVerifyResponse): PaymentMethod | undefined {
  return response.PaymentVerifyResult === 'Success' ? response.payment : undefined;
}

function isPaymentVerifyFailureCode(code: string | undefined): code is PaymentVerifyFailureCode {
  return (paymentVerifyFailureCodes as readonly (string | undefined)[]).includes(code);
}

/**
 * The error panel of a failed verification (spec: platform §8 "Payment verification: InvalidCVV
 * 'CVV Error'; InvalidAddress 'Address Verification Error'; other 'Error Adding Payment Method'
 * ... the verify error shows the first error message or an add-again text"); none on success.
 */
export function paymentVerifyErrorPanel(
  response: PaymentVerifyResponse,
): CheckoutErrorPanel | undefined {
  if (response.PaymentVerifyResult === 'Success') return undefined;
  const failure: PaymentVerificationFailure = isPaymentVerifyFailureCode(response.code)
    ? response.code
    : 'Other';
  const firstErrorMessage = response.errors?.[0]?.message;
  return {
    kind: 'payment-verification',
    failure,
    ...(firstErrorMessage === undefined ? {} : { firstErrorMessage }),
  };
}
