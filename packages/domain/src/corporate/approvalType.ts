import type { PolicyTier } from './policyTier';

/** spec: platform §6 "The policy tier decides approval (auto, or 24hr_review when approval is required)." */
export const approvalTypes = ['auto', '24hr_review'] as const;
export type ApprovalType = (typeof approvalTypes)[number];

/** spec: platform §6 "auto, or 24hr_review when approval is required" (settings.isApprovalRequired). */
export function approvalType(tier: Pick<PolicyTier, 'settings'>): ApprovalType {
  return tier.settings.isApprovalRequired ? '24hr_review' : 'auto';
}
