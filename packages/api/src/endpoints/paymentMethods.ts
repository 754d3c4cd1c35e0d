import {
  apiBasePath,
  cardTypes,
  paymentMethodListResponseSchema,
  paymentVerifyResponseSchema,
  type CardType,
  type NewCard,
  type PaymentMethod,
  type PaymentVerifyRequest,
  type PaymentVerifyResponse,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient } from '../createApiClient';

/** `PUT payments/list`: the saved cards (spec: platform §7). */
export async function listPaymentMethods(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PaymentMethod[]> {
  const { value } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}/payments/list`,
    schema: paymentMethodListResponseSchema,
    signal,
  });
  return value;
}

/** `POST payments/delete` (spec: platform §7). */
export async function deletePaymentMethod(
  client: ApiClient,
  paymentId: string,
  signal?: AbortSignal,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: `${apiBasePath}/payments/delete`,
    body: { paymentId },
    schema: z.unknown(),
    signal,
  });
}

/** What the card tokenisation service needs to know who is asking (its fields are ours). */
export const cardVaultCredentialsSchema = z.object({ environmentKey: z.string() });
export type CardVaultCredentials = z.infer<typeof cardVaultCredentialsSchema>;

/** `GET payments/spreedlyCredentials` (spec: platform §7 "credentials for card tokenisation"). */
export function getCardVaultCredentials(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CardVaultCredentials> {
  return client.request({
    method: 'GET',
    path: `${apiBasePath}/payments/spreedlyCredentials`,
    schema: cardVaultCredentialsSchema,
    signal,
  });
}

/** A card as the traveller typed it. It goes to the vault only, never to Wayfare's API. */
export type CardDetails = NewCard;

/** Where cards are tokenised (ours: it stands for the tokenisation service the credentials are for). */
export const cardVaultPath = '/vault/v1/payment_methods';

const tokenizeResponseSchema = z.object({
  transaction: z.object({
    payment_method: z.object({
      token: z.string(),
      last_four_digits: z.string(),
      card_type: z.enum(cardTypes),
    }),
  }),
});

export interface CardToken {
  readonly token: string;
  readonly last4: string;
  readonly cardType: CardType;
}

/** Exchanges the card for a token that `payments/verify` accepts. */
export async function tokenizeCard(
  client: ApiClient,
  credentials: CardVaultCredentials,
  card: CardDetails,
  signal?: AbortSignal,
): Promise<CardToken> {
  const { transaction } = await client.request({
    method: 'POST',
    path: cardVaultPath,
    body: { environmentKey: credentials.environmentKey, card },
    schema: tokenizeResponseSchema,
    signal,
  });
  const method = transaction.payment_method;
  return { token: method.token, last4: method.last_four_digits, cardType: method.card_type };
}

/** `POST payments/verify` (spec: platform §7 "payload (token, accountId, isVCN)"). */
export function verifyPaymentMethod(
  client: ApiClient,
  request: PaymentVerifyRequest,
  signal?: AbortSignal,
): Promise<PaymentVerifyResponse> {
  return client.request({
    method: 'POST',
    path: `${apiBasePath}/payments/verify`,
    body: request,
    schema: paymentVerifyResponseSchema,
    signal,
  });
}
