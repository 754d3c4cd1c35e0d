import { accountDisplayName, type RewardsAccount } from '@wayfare/domain';

/** An account as the traveller knows it, e.g. "VentureX ending in 4417" (card type for non-financial users). */
export function rewardsAccountLabel(account: RewardsAccount): string {
  return `${accountDisplayName(account)} ending in ${account.lastFour}`;
}
