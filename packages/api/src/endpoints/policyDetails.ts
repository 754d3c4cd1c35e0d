import { apiBasePath, policyTierSchema, type PolicyTier } from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient } from '../createApiClient';

export const policyDetailsPath = `${apiBasePath}/policies/details`;

const policyDetailsResponseSchema = z.object({ value: policyTierSchema });

/**
 * `GET policies/details`: the corporate traveler's policy tier (spec: platform §3 Policy tier,
 * §7). The spec names the path without its method or answer: ours is a GET answering
 * `{ value: PolicyTier }`.
 */
export async function getPolicyDetails(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PolicyTier> {
  const { value } = await client.request({
    method: 'GET',
    path: policyDetailsPath,
    schema: policyDetailsResponseSchema,
    signal,
  });
  return value;
}
