import { earnKindOf, formatEarnMultiplier } from '../money/earnUnit';
import { formatRewards } from '../money/formatRewards';
import { defaultLocale, type RewardsAmount } from '../money/money';
import type { Tenant } from '../platform/tenant';
import type { CustomerAccountRole, RewardsAccount } from './rewardsAccount';

/** What a traveller sees about earning (spec: platform §6). */
export const earnMessageVisibilities = ['earn', 'traveler-support', 'none'] as const;
export type EarnMessageVisibility = (typeof earnMessageVisibilities)[number];

/**
 * spec: platform §6 "on the corporate tenant shown only to primary holders (non-primary get a
 * generic traveler-support message); on the consumer tenant non-primary users see no earn message."
 */
export function earnMessageVisibility(
  tenant: Tenant,
  role: CustomerAccountRole,
): EarnMessageVisibility {
  if (role === 'Primary') return 'earn';
  return tenant === 'corporate' ? 'traveler-support' : 'none';
}

/** The corporate non-primary message (spec: "a generic traveler-support message"; the wording is ours). */
export const travelerSupportMessage =
  'Questions about rewards on this trip? Your travel support team can help.';

/** The earn string of checkout and confirmation, from what `productToEarn` answered. */
export function earnText(amount: RewardsAmount, locale: string = defaultLocale): string {
  const earned =
    earnKindOf(amount.currency) === 'miles'
      ? formatRewards(amount, locale)
      : `${formatRewards(amount, locale)} cash back`;
  return `You'll earn ${earned} on this booking.`;
}

/** The products an account earns on, with their multipliers (spec: platform §3 earn). */
export const earnProducts = {
  hotels: { label: 'hotels', multiplier: 'hotelsMultiplier' },
  cars: { label: 'rental cars', multiplier: 'carsMultiplier' },
  flights: { label: 'flights', multiplier: 'flightsMultiplier' },
  homes: { label: 'vacation rentals', multiplier: 'homesMultiplier' },
} as const;
export type EarnProduct = keyof typeof earnProducts;

/**
 * The rewards banner: spec: platform §6 "The banner text differs for Primary versus others" (the
 * wording is ours: primary holders see what they earn, others which card they book with).
 */
export function rewardsBannerText(account: RewardsAccount, product: EarnProduct): string {
  if (account.customerAccountRole !== 'Primary')
    return `You're booking with your ${account.productDisplayName} card.`;
  const kind = earnKindOf(account.rewardsBalance.currency);
  const multiplier = formatEarnMultiplier(account.earn[earnProducts[product].multiplier], kind);
  return `Earn ${multiplier} ${kind === 'miles' ? 'miles' : 'cash back'} on ${earnProducts[product].label} with your ${account.productDisplayName} card.`;
}

/** spec: platform §5 "Travel-credit earn is calculated only when an account and a price value exist." */
export function canCalculateTravelCreditEarn(
  account: RewardsAccount | undefined,
  priceValue: number | undefined,
): boolean {
  return account !== undefined && priceValue !== undefined && Number.isFinite(priceValue);
}

/**
 * The header's rewards banner for the chosen account (spec: platform §6): primary holders see what
 * they earn; on the corporate tenant others see the traveler-support message; on the consumer
 * tenant others see which card they book with, without an earn message.
 */
export function headerRewardsBanner(
  account: RewardsAccount,
  tenant: Tenant,
  product: EarnProduct,
): string {
  return earnMessageVisibility(tenant, account.customerAccountRole) === 'traveler-support'
    ? travelerSupportMessage
    : rewardsBannerText(account, product);
}
