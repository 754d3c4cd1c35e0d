import {
  apiBasePath,
  rewardsAmountSchema,
  splitPayConversionError,
  type RewardsAmount,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';

const rewardsToUsdPath = '/convert/redeem/rewardsToUsd';

/**
 * `PUT /convert/redeem/rewardsToUsd`: what a custom rewards amount is worth in dollars (spec:
 * platform §7 "data holding the converted value; if missing, error 'Could not fetch split pay
 * conversion'").
 */
export async function convertRewardsToUsd(
  client: ApiClient,
  body: { readonly accountReferenceId: string; readonly rewardsAmount: number },
  signal?: AbortSignal,
): Promise<number> {
  const { data } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}${rewardsToUsdPath}`,
    body,
    schema: z.object({ data: z.optional(z.object({ value: z.number() })) }),
    signal,
  });
  if (!data) {
    throw new ApiError(splitPayConversionError, {
      kind: 'malformed-response',
      method: 'PUT',
      path: `${apiBasePath}${rewardsToUsdPath}`,
    });
  }
  return data.value;
}

/** The body of `PUT accounts/convert/productToEarn` (spec: platform §7). */
export interface ProductToEarnBody {
  readonly account: string;
  /** The product booked, as the rewards service names it (vacation rentals: Homes). */
  readonly travelProduct: string;
  readonly amountUsd: number;
  readonly earnOfferDescription?: string;
}

/** What a booking earns on the account (spec: platform §7 productToEarn "amount"). */
export async function productToEarn(
  client: ApiClient,
  body: ProductToEarnBody,
  signal?: AbortSignal,
): Promise<RewardsAmount> {
  const { amount } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}/accounts/convert/productToEarn`,
    body,
    schema: z.object({ amount: rewardsAmountSchema }),
    signal,
  });
  return amount;
}
