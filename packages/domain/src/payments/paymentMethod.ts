import { z } from 'zod/mini';
import { accountUseTypes } from '../rewards/rewardsAccount';

/** Card types, spelled as the spec spells them (platform §3 Payment method; products §3). */
export const cardTypes = [
  'Visa',
  'Master',
  'American Express',
  'Diners Club',
  'Discover',
  'Jcb',
  'Dankort',
  'Maestro',
] as const;
export type CardType = (typeof cardTypes)[number];

/** A saved card (spec: platform §3 Payment method "id (paymentId), accountId, last4, cardType"). */
export const paymentMethodSchema = z.object({
  /** The paymentId that payments/get, payments/delete and the card payment request take. */
  id: z.string(),
  accountId: z.string(),
  last4: z.string(),
  cardType: z.enum(cardTypes),
  /** Personal or Business (spec: platform §3 "Account types"); the field name is ours. */
  accountUseType: z.optional(z.enum(accountUseTypes)),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What `PUT payments/list` answers (spec: platform §7 "value = list"). */
export const paymentMethodListResponseSchema = z.object({ value: z.array(paymentMethodSchema) });
export type PaymentMethodListResponse = z.infer<typeof paymentMethodListResponseSchema>;

/** What `POST payments/get` answers (spec: platform §7 "value"). */
export const paymentMethodResponseSchema = z.object({ value: paymentMethodSchema });
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

/** The body of `POST payments/get` and `POST payments/delete` (spec: platform §7 "paymentId"). */
export const paymentIdRequestSchema = z.object({ paymentId: z.string() });
export type PaymentIdRequest = z.infer<typeof paymentIdRequestSchema>;
