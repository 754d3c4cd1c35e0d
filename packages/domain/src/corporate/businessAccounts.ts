import type { RewardsAccount } from '../rewards/rewardsAccount';

/** The business in use, as the session's corporateInfo names it. */
export interface SelectedBusiness {
  readonly accountReferenceId?: string | undefined;
}

/**
 * spec: platform §6 "Eligible business accounts are those whose product name starts with Spark or
 * contains business, or that match the selected business." Names compare ignoring case; an
 * account matches the selected business by its accountReferenceId.
 */
export function isEligibleBusinessAccount(
  account: Pick<RewardsAccount, 'productDisplayName' | 'accountReferenceId'>,
  selectedBusiness?: SelectedBusiness,
): boolean {
  const name = account.productDisplayName.toLowerCase();
  return (
    name.startsWith('spark') ||
    name.includes('business') ||
    (selectedBusiness?.accountReferenceId !== undefined &&
      account.accountReferenceId === selectedBusiness.accountReferenceId)
  );
}

export function eligibleBusinessAccounts<
  T extends Pick<RewardsAccount, 'productDisplayName' | 'accountReferenceId'>,
>(accounts: readonly T[], selectedBusiness?: SelectedBusiness): T[] {
  return accounts.filter((account) => isEligibleBusinessAccount(account, selectedBusiness));
}
