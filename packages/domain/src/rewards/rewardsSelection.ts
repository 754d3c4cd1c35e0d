import type { Price, RewardsAmount } from '../money/money';
import type { Tenant } from '../platform/tenant';
import { redemptionEligibility, type RedemptionPolicy } from './redemptionEligibility';
import type { RewardsAccount } from './rewardsAccount';

/** spec: platform §4 "The selected account id is kept in browser storage under the key referenceId." */
export const selectedAccountStorageKey = 'referenceId';

/** The rewards choice of checkout: an account (optionally with a custom split-pay amount) or do-not-apply. */
export type RewardsChoice =
  | { readonly kind: 'do-not-apply' }
  | {
      readonly kind: 'account';
      readonly accountReferenceId: string;
      readonly customAmount?: number;
    };

export const doNotApplyRewards: RewardsChoice = { kind: 'do-not-apply' };

/**
 * The choice checkout starts with: the account kept in storage when it can redeem, else the first
 * that can; spec: platform §4 "If no account allows redemption, or every account is below its
 * minimum, the selection is set to do-not-apply."
 */
export function initialRewardsChoice(
  accounts: readonly RewardsAccount[],
  tenant: Tenant,
  storedReferenceId: string | null | undefined,
  policy?: RedemptionPolicy,
): RewardsChoice {
  const redeemable = accounts.filter(
    (account) => redemptionEligibility(account, tenant, policy).eligible,
  );
  const chosen =
    redeemable.find((account) => account.accountReferenceId === storedReferenceId) ?? redeemable[0];
  return chosen
    ? { kind: 'account', accountReferenceId: chosen.accountReferenceId }
    : doNotApplyRewards;
}

export interface RewardsPayment {
  readonly accountReferenceId: string;
  readonly rewards: RewardsAmount;
}

/**
 * The rewards that pay for the quote: spec: platform §4 "Choosing the do-not-apply marker or
 * missing amounts clears rewards payment. If the chosen account has no rewards value in the quote,
 * or less than requested, rewards are reduced to the trip total or cleared."
 */
export function rewardsPayment(
  choice: RewardsChoice,
  payNowTotal: Price,
): RewardsPayment | undefined {
  if (choice.kind === 'do-not-apply') return undefined;
  const tripTotal = payNowTotal.rewards?.[choice.accountReferenceId];
  if (!tripTotal) return undefined;
  const requested = choice.customAmount ?? tripTotal.value;
  if (!(requested > 0)) return undefined;
  return {
    accountReferenceId: choice.accountReferenceId,
    rewards: { ...tripTotal, value: Math.min(requested, tripTotal.value) },
  };
}

/** The custom rewards amount's errors (spec: platform §5, the spec's wording and typo). */
export const customRewardsAmountErrors = {
  overBalance: 'Invalid amount. Enter an amount that is lower then your available balance.',
  invalid: 'Invalid rewards balance. Please enter a valid amount.',
  unsaved: 'Must Save to apply it.',
} as const;

/** What is wrong with a custom amount the traveller typed, if anything. */
export function customRewardsAmountError(
  input: string,
  availableBalance: number,
  saved: boolean,
): string | undefined {
  const amount = Number(input.replaceAll(',', '').trim());
  if (input.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    return customRewardsAmountErrors.invalid;
  if (amount > availableBalance) return customRewardsAmountErrors.overBalance;
  return saved ? undefined : customRewardsAmountErrors.unsaved;
}

/** spec: platform §7 'if missing, error "Could not fetch split pay conversion"'. */
export const splitPayConversionError = 'Could not fetch split pay conversion';

/**
 * The rewards a split payment uses: spec: platform §4 "Split pay uses a custom amount converted to
 * currency by the server; on conversion failure the full balance is used."
 */
export function splitPayRewards(
  customAmount: number,
  convertedValue: number | undefined,
  availableBalance: number,
): number {
  return convertedValue === undefined ? availableBalance : customAmount;
}
