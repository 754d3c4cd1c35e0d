import type { RewardsAccount } from './rewardsAccount';

/**
 * spec: platform §6 "A notice states that bookings made with a particular premium card product
 * cannot be serviced by concierge." The spec does not name the product or the wording: both ours.
 */
export const conciergeExcludedProduct = 'VentureXBusiness';

export function needsConciergeNotice(account: Pick<RewardsAccount, 'productDisplayName'>): boolean {
  return account.productDisplayName === conciergeExcludedProduct;
}

export function conciergeNoticeText(account: Pick<RewardsAccount, 'productDisplayName'>): string {
  return `Bookings made with your ${account.productDisplayName} card can't be serviced by concierge. For help with this trip, call the support number below.`;
}
