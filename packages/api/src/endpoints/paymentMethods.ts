import {
  apiBasePath,
  paymentMethodListResponseSchema,
  paymentVerifyResponseSchema,
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

/**
 * Where cards are tokenised (ours: it stands for the tokenisation service the credentials are for).
 * The vault's own frame calls it (`mountHostedCardFields`), never the Wayfare client: card numbers
 * do not pass through the page, and the vault gets no Wayfare bearer token or CSRF header.
 */
export const cardVaultPath = '/vault/v1/payment_methods';

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
