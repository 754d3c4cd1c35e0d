import type { RewardsAccount } from '@wayfare/domain';
import {
  accountManagerAccount,
  authorizedUserAccount,
  belowMinimumAccount,
  atMinimumAccount,
  cannotRedeemAccount,
  cardProductAccounts,
  cashBackBelowMinimumAccount,
  negativeBalanceAccount,
  nonFinancialUserAccount,
  nonUsdAccounts,
  primaryCashBackAccount,
  primaryMilesAccount,
  sparkBusinessAccount,
  tieredAccount,
  zeroBalanceAccount,
} from '../fixtures/rewardsAccounts';
import { corporateSession } from '../fixtures/sessionInfo';
import { rewardsHandlers } from '../handlers/rewards';
import type { Scenario } from './scenario';

const answering = (description: string, accounts: readonly RewardsAccount[]): Scenario => ({
  description,
  handlers: { rewards: rewardsHandlers(accounts) },
});

const withHomesMultiplier = (multiplier: number, lastFour: string): RewardsAccount => ({
  ...primaryMilesAccount,
  accountReferenceId: `account-multiplier-${multiplier}`,
  lastFour,
  earn: {
    hotelsMultiplier: multiplier,
    carsMultiplier: multiplier,
    flightsMultiplier: multiplier,
    homesMultiplier: multiplier,
  },
});

/** The premium card product whose bookings concierge cannot service (ours: see conciergeNotice in domain). */
const conciergeAccount: RewardsAccount = {
  ...primaryMilesAccount,
  accountReferenceId: 'account-venture-x-business',
  productDisplayName: 'VentureXBusiness',
  lastFour: '5151',
};

export const rewardsScenarios = {
  'rewards/primary': answering(
    'Primary holder: product name, last four, balance and cash equivalent; earn message shown',
    [primaryMilesAccount],
  ),
  'rewards/authorized-user': answering("Authorized users can't redeem rewards", [
    authorizedUserAccount,
  ]),
  'rewards/account-manager': answering("Account managers can't redeem rewards", [
    accountManagerAccount,
  ]),
  'rewards/non-financial-user': answering(
    "Can't redeem rewards; card type shown instead of the product name",
    [nonFinancialUserAccount],
  ),
  'rewards/mixed-roles': answering(
    'Picker with accounts of every role; banner lists the accounts not eligible',
    [primaryMilesAccount, authorizedUserAccount, accountManagerAccount, nonFinancialUserAccount],
  ),
  'rewards/balance-zero': answering(
    'Accounts with a balance of 0 or below are disabled for redemption',
    [zeroBalanceAccount, negativeBalanceAccount, primaryCashBackAccount],
  ),
  'rewards/below-minimum': answering(
    'An account below its redemption minimum is disabled, with a warning',
    [belowMinimumAccount, atMinimumAccount],
  ),
  'rewards/all-below-minimum': answering(
    'Every account below its minimum: rewards set to do-not-apply',
    [belowMinimumAccount, cashBackBelowMinimumAccount],
  ),
  'rewards/product-cannot-redeem': answering(
    'A card product that cannot redeem: account not selectable for rewards',
    [cannotRedeemAccount, primaryMilesAccount],
  ),
  'rewards/none-redeemable': answering(
    'No account allows redemption: rewards set to do-not-apply',
    [
      cannotRedeemAccount,
      {
        ...primaryMilesAccount,
        accountReferenceId: 'account-venture-x-no-redemption',
        allowRewardsRedemption: false,
      },
    ],
  ),
  'rewards/tiered': answering('Tiered account', [tieredAccount]),
  'rewards/earn-miles': answering('Earn shown in miles with unit X', [primaryMilesAccount]),
  'rewards/earn-cash-back': answering('Earn shown as cash back with unit %', [
    primaryCashBackAccount,
  ]),
  'rewards/multipliers': answering('Earn multipliers 1x, 1.5x, 2x, 3x, 4x', [
    withHomesMultiplier(1, '3101'),
    withHomesMultiplier(1.5, '3102'),
    withHomesMultiplier(2, '3103'),
    withHomesMultiplier(3, '3104'),
    withHomesMultiplier(4, '3105'),
  ]),
  'rewards/card-products': answering('One account per card product', cardProductAccounts),
  'rewards/non-usd': answering('Balances and cash equivalents in other currencies', nonUsdAccounts),
  'rewards/corporate-non-primary': answering(
    'Corporate tenant, non-primary: generic traveler-support message instead of the earn message',
    [{ ...sparkBusinessAccount, customerAccountRole: 'Authorized User' }],
  ),
  'rewards/business-accounts': answering(
    'Corporate: eligible business accounts only (name starts with Spark, contains business, or matches the selected business)',
    [
      primaryMilesAccount,
      sparkBusinessAccount,
      {
        ...primaryCashBackAccount,
        accountReferenceId: 'account-ink-business',
        productDisplayName: 'Ink Business Preferred',
        lastFour: '6060',
        accountUseType: 'Business',
      },
      {
        ...primaryMilesAccount,
        // The business the session has in use (corporateInfo.accountReferenceId), whatever its name.
        accountReferenceId: corporateSession.corporateInfo?.accountReferenceId ?? '',
        productDisplayName: 'Venture',
        lastFour: '7070',
      },
      nonUsdAccounts[0] ?? primaryCashBackAccount,
    ],
  ),
  'rewards/concierge-notice': answering(
    'Bookings with this premium card product cannot be serviced by concierge',
    [conciergeAccount],
  ),
} satisfies Record<`rewards/${string}`, Scenario>;
