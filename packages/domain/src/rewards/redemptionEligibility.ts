import type { Tenant } from '../platform/tenant';
import type { CustomerAccountRole, RewardsAccount } from './rewardsAccount';

/** Why an account cannot pay with rewards (spec: platform §5, §6). */
export const redemptionIneligibilities = [
  'product-cannot-redeem',
  'tenant-cannot-redeem',
  'authorized-user',
  'account-manager',
  'non-financial-user',
  'balance-zero-or-below',
  'below-minimum',
] as const;
export type RedemptionIneligibility = (typeof redemptionIneligibilities)[number];

export type RedemptionEligibility =
  | { readonly eligible: true }
  | {
      readonly eligible: false;
      readonly reason: RedemptionIneligibility;
      readonly message: string;
    };

/**
 * Card products and tenants that cannot redeem: spec: platform §5 "Some card products (by product
 * name) and some tenants cannot redeem rewards" (which ones is not shown: the lists are inputs,
 * and the server's allowRewardsRedemption flag always applies).
 */
export interface RedemptionPolicy {
  readonly productsThatCannotRedeem: readonly string[];
  readonly tenantsThatCannotRedeem: readonly Tenant[];
}

export const defaultRedemptionPolicy: RedemptionPolicy = {
  productsThatCannotRedeem: [],
  tenantsThatCannotRedeem: [],
};

/** spec: platform §6 "Redemption messages"; §8 rewards minimums; the balance message is ours. */
export const redemptionMessages: Record<RedemptionIneligibility, string> = {
  'product-cannot-redeem': "Can't redeem rewards",
  'tenant-cannot-redeem': "Can't redeem rewards",
  'authorized-user': "Authorized users can't redeem rewards",
  'account-manager': "Account managers can't redeem rewards",
  'non-financial-user': "Can't redeem rewards",
  'balance-zero-or-below': 'This account has no rewards to redeem.',
  'below-minimum': 'This account does not meet the minimum redemption amount.',
};

const roleIneligibility: Partial<Record<CustomerAccountRole, RedemptionIneligibility>> = {
  'Authorized User': 'authorized-user',
  'Account Manager': 'account-manager',
  'Non Financial User': 'non-financial-user',
};

/** spec: platform §5 "A rewards account is disabled when its balance is 0 or below, or below its redemption minimum." */
export function isBelowRedemptionMinimum(
  account: Pick<RewardsAccount, 'rewardsBalance' | 'redemptionMin'>,
): boolean {
  return account.rewardsBalance.value < (account.redemptionMin?.value ?? 0);
}

/** Whether an account can pay with rewards, and if not the reason and message to show. */
export function redemptionEligibility(
  account: RewardsAccount,
  tenant: Tenant,
  policy: RedemptionPolicy = defaultRedemptionPolicy,
): RedemptionEligibility {
  const ineligible = (reason: RedemptionIneligibility): RedemptionEligibility => ({
    eligible: false,
    reason,
    message: redemptionMessages[reason],
  });
  if (
    !account.allowRewardsRedemption ||
    policy.productsThatCannotRedeem.includes(account.productDisplayName)
  )
    return ineligible('product-cannot-redeem');
  if (policy.tenantsThatCannotRedeem.includes(tenant)) return ineligible('tenant-cannot-redeem');
  const role = roleIneligibility[account.customerAccountRole];
  if (role) return ineligible(role);
  if (account.rewardsBalance.value <= 0) return ineligible('balance-zero-or-below');
  if (isBelowRedemptionMinimum(account)) return ineligible('below-minimum');
  return { eligible: true };
}

/** The accounts the not-eligible banner lists (spec: platform §6 "A banner lists the accounts not eligible"). */
export function accountsNotEligible(
  accounts: readonly RewardsAccount[],
  tenant: Tenant,
  policy?: RedemptionPolicy,
): RewardsAccount[] {
  return accounts.filter((account) => !redemptionEligibility(account, tenant, policy).eligible);
}

/** spec: products §5 "the result is all meet, one does not meet, or none meet" ("one" read as some but not all). */
export const redemptionMinimumSummaries = ['all-meet', 'one-does-not-meet', 'none-meet'] as const;
export type RedemptionMinimumSummary = (typeof redemptionMinimumSummaries)[number];

export function redemptionMinimumSummary(
  accounts: readonly RewardsAccount[],
): RedemptionMinimumSummary {
  const below = accounts.filter(isBelowRedemptionMinimum).length;
  if (below === 0) return 'all-meet';
  return below === accounts.length ? 'none-meet' : 'one-does-not-meet';
}

/** spec: platform §8 "if all accounts are below, use the credit card" (the wording is ours). */
export const allBelowMinimumMessage =
  'None of your accounts meets the minimum redemption amount. Please pay with your credit card.';

/** Non-financial users see the card type instead of the product name (spec: platform §6). */
export function accountDisplayName(account: RewardsAccount): string {
  return account.customerAccountRole === 'Non Financial User' && account.cardType
    ? account.cardType
    : account.productDisplayName;
}
