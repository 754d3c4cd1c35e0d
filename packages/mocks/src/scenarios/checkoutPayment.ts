import {
  belowMinimumAccount,
  cashBackBelowMinimumAccount,
  knownRewardsAccounts,
  primaryCashBackAccount,
  primaryMilesAccount,
  richMilesAccount,
} from '../fixtures/rewardsAccounts';
import {
  approvalRequiredPolicyTier,
  autoApprovalPolicyTier,
  inactivePolicyTier,
  strictPolicyTier,
} from '../fixtures/corporate/policyTiers';
import { corporateSession } from '../fixtures/sessionInfo';
import { walletCredit } from '../fixtures/wallet/walletCredit';
import { walletOffer } from '../fixtures/wallet/walletOffers';
import { conversionHandlers } from '../handlers/conversion';
import { policyHandlers } from '../handlers/policy';
import { purchaseHandlers } from '../handlers/purchase';
import { rewardsHandlers } from '../handlers/rewards';
import { sessionHandlers } from '../handlers/session';
import { walletHandlers } from '../handlers/wallet';
import type { CreditDetailsResponse, PolicyTier } from '@wayfare/domain';
import type { Scenario } from './scenario';

/** A wallet of `credit` dollars and, optionally, one Home offer of `offer` dollars. */
function wallet(credit: number, offer?: number): CreditDetailsResponse {
  return {
    credit: walletCredit(credit).credit,
    creditBreakdown:
      credit > 0
        ? [
            {
              CreditDetail: 'Statement',
              description: 'Annual travel credit',
              usableAmount: { amount: credit, currency: 'USD' },
            },
          ]
        : [],
    offers:
      offer === undefined
        ? []
        : [
            walletOffer('Home', {
              amount: { amount: offer, currency: 'USD' },
              maxApplicableCredit: { amount: offer, currency: 'USD' },
            }),
          ],
  };
}

const walletScenario = (description: string, details: CreditDetailsResponse): Scenario => ({
  description,
  handlers: { wallet: walletHandlers({ details }) },
});

const corporate = (description: string, tier: PolicyTier): Scenario => ({
  description,
  handlers: { session: sessionHandlers(corporateSession), policy: policyHandlers(tier) },
});

/** STATES §11 Checkout: rewards, wallet, corporate. */
export const checkoutPaymentScenarios = {
  'checkout/rewards/full': {
    description: 'Rewards cover the total: the account balance is above any trip total',
    handlers: { rewards: rewardsHandlers([richMilesAccount, primaryCashBackAccount]) },
  },
  'checkout/rewards/split': {
    description: 'Custom rewards amount applied, rest on card: rewardsToUsd answers a value',
    handlers: { conversion: conversionHandlers() },
  },
  'checkout/rewards/split-conversion-failed': {
    description:
      'Full balance applied instead of the custom amount: rewardsToUsd answers no value ("Could not fetch split pay conversion")',
    handlers: { conversion: conversionHandlers({ rewardsToUsdMissing: true }) },
  },
  'checkout/rewards/missing-in-quote': {
    description: `Rewards payment cleared: the quote has no rewards for the chosen account (${primaryMilesAccount.accountReferenceId})`,
    handlers: {
      purchase: purchaseHandlers({
        quote: {
          rewardsAccounts: knownRewardsAccounts.filter(
            (account) => account.accountReferenceId !== primaryMilesAccount.accountReferenceId,
          ),
        },
      }),
    },
  },
  'checkout/rewards/over-total': {
    description:
      "Rewards reduced to the trip total: the quote's rewards for the account are less than its balance",
    handlers: { rewards: rewardsHandlers([richMilesAccount]) },
  },
  'checkout/rewards/below-minimum': {
    description: 'Warning: the chosen account does not meet the minimum redemption amount',
    handlers: { rewards: rewardsHandlers([belowMinimumAccount, primaryCashBackAccount]) },
  },
  'checkout/rewards/all-below-minimum': {
    description:
      'Every account below its minimum: use the credit card; rewards set to do-not-apply',
    handlers: { rewards: rewardsHandlers([belowMinimumAccount, cashBackBelowMinimumAccount]) },
  },
  'checkout/rewards/earn': {
    description: "Earn string for the booking: productToEarn answers the account's homes earn",
    handlers: { conversion: conversionHandlers() },
  },
  'checkout/wallet/credit-only': walletScenario(
    'Credit ($5,000) covers the total: nothing due, booking allowed without card or rewards',
    wallet(5000),
  ),
  'checkout/wallet/offer-only': walletScenario(
    'A Home offer ($5,000) covers the total: nothing due',
    wallet(0, 5000),
  ),
  'checkout/wallet/credit-and-offer': walletScenario(
    'Credit ($900) and a Home offer ($600) together cover the total of a 3-night stay; stacking on',
    wallet(900, 600),
  ),
  'checkout/wallet/partial': walletScenario(
    'Credit ($150) applied; rest by card or rewards',
    wallet(150),
  ),
  'checkout/wallet/none': walletScenario('No wallet items to apply', wallet(0)),
  'checkout/corporate/out-of-policy': corporate(
    'Out-of-policy booking: nightly price above the tier cap ($150); reason asked and sent with the booking',
    strictPolicyTier,
  ),
  'checkout/corporate/policy-inactive': corporate(
    'No policy limits apply: all 5 star ratings allowed, no nightly cap',
    inactivePolicyTier,
  ),
  'checkout/corporate/approval-required': corporate(
    'Booking goes to 24hr_review approval: isApprovalRequired true',
    approvalRequiredPolicyTier,
  ),
  'checkout/corporate/auto-approval': corporate(
    'Booking approved automatically: isApprovalRequired false',
    autoApprovalPolicyTier,
  ),
} satisfies Record<`checkout/${string}`, Scenario>;
