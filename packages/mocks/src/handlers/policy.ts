import { apiBasePath, type PolicyTier } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { autoApprovalPolicyTier } from '../fixtures/corporate/policyTiers';

/**
 * The corporate policy tier. The spec names `/policies/details` without its method or answer
 * (platform §7): ours answer `{ value: PolicyTier }` to a GET or a PUT.
 */
export function policyHandlers(tier: PolicyTier = autoApprovalPolicyTier) {
  const answer = () => HttpResponse.json({ value: tier });
  return [
    http.get(`*${apiBasePath}/policies/details`, answer),
    http.put(`*${apiBasePath}/policies/details`, answer),
  ];
}
