import {
  convertRewardsToUsd,
  getCustomerDetails,
  getSessionInfo,
  getTravelWalletDetails,
  isApiError,
  listTravelers,
  productToEarn,
  refreshRewardsAccounts,
} from '@wayfare/api';
import {
  earnText,
  isPolicyInactive,
  offersForProductLine,
  policyTierSchema,
  splitPayConversionError,
  walletCoverage,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { primaryMilesAccount } from '../fixtures/rewardsAccounts';
import type { ScenarioId } from '.';
import { lakesideStay, scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play, successfulQuote } = scenarioTestKit();

const quote = (agentFee = 0) => successfulQuote({ ...lakesideStay, agentFee });

describe('checkout scenarios (STATES §8)', () => {
  it('checkout/initial: the happy path, with saved travelers', async () => {
    play('checkout/initial');
    expect((await listTravelers(api)).length).toBeGreaterThan(1);
  });

  it('checkout/travelers/none-saved: no saved traveler', async () => {
    play('checkout/travelers/none-saved');
    expect(await listTravelers(api)).toEqual([]);
  });

  it("checkout/travelers/default-match: a traveler with the signed-in user's names", async () => {
    play('checkout/travelers/default-match');
    const { userInfo } = await getSessionInfo(api);
    const matches = (await listTravelers(api)).filter(
      (t) => t.givenName === userInfo.firstName && t.surname === userInfo.lastName,
    );
    expect(matches).toHaveLength(1);
  });

  it('checkout/contact/prefilled: customer details carry a phone number', async () => {
    play('checkout/contact/prefilled');
    expect((await getCustomerDetails(api)).phoneNumber).toBe('4165550142');
  });

  it('checkout/agent-fee: a delegated session, and the quote adds the agent fee', async () => {
    play('checkout/agent-fee');
    expect((await getSessionInfo(api)).isDelegatedSession).toBe(true);
    const withFee = await quote(10);
    const agentFee = withFee.rate.detailedPrice.fees.find((fee) => fee.name === 'Agent fee');
    expect(agentFee?.amount.value).toBe(10);
  });
});

describe('checkout rewards scenarios (STATES §11)', () => {
  const accountsAndQuote = async (id: ScenarioId) => {
    play(id);
    return { accounts: await refreshRewardsAccounts(api), quote: await quote() };
  };

  it('checkout/rewards/full and over-total: the balance is above the trip total in rewards', async () => {
    for (const id of ['checkout/rewards/full', 'checkout/rewards/over-total'] as const) {
      const { accounts, quote: priced } = await accountsAndQuote(id);
      const [account] = accounts;
      const inQuote =
        account && priced.rate.detailedPrice.payNowTotal.rewards?.[account.accountReferenceId];
      expect(inQuote && account.rewardsBalance.value > inQuote.value, id).toBe(true);
    }
  });

  it('checkout/rewards/split: rewardsToUsd converts at the account rate', async () => {
    play('checkout/rewards/split');
    expect(
      await convertRewardsToUsd(api, {
        accountReferenceId: primaryMilesAccount.accountReferenceId,
        rewardsAmount: 25_000,
      }),
    ).toBe(250);
  });

  it('checkout/rewards/split-conversion-failed: no value, "Could not fetch split pay conversion"', async () => {
    play('checkout/rewards/split-conversion-failed');
    const conversion = convertRewardsToUsd(api, {
      accountReferenceId: primaryMilesAccount.accountReferenceId,
      rewardsAmount: 25_000,
    });
    await expect(conversion).rejects.toThrow(splitPayConversionError);
    await expect(conversion).rejects.toSatisfy((error) => isApiError(error, 'malformed-response'));
  });

  it('checkout/rewards/missing-in-quote: the chosen account has no rewards in the quote', async () => {
    const { accounts, quote: priced } = await accountsAndQuote('checkout/rewards/missing-in-quote');
    const chosen = accounts[0]?.accountReferenceId ?? '';
    expect(priced.rate.detailedPrice.payNowTotal.rewards).not.toHaveProperty(chosen);
    expect(Object.keys(priced.rate.detailedPrice.payNowTotal.rewards ?? {}).length).toBeGreaterThan(
      0,
    );
  });

  it.each([
    ['checkout/rewards/below-minimum', 1],
    ['checkout/rewards/all-below-minimum', 2],
  ] as const)('%s: %s accounts below their minimum', async (id, below) => {
    play(id);
    const accounts = await refreshRewardsAccounts(api);
    const isBelow = (a: (typeof accounts)[number]) =>
      a.rewardsBalance.value < (a.redemptionMin?.value ?? 0);
    expect(accounts.filter(isBelow)).toHaveLength(below);
    expect(accounts[0] && isBelow(accounts[0])).toBe(true);
  });

  it("checkout/rewards/earn: productToEarn answers the account's homes earn", async () => {
    play('checkout/rewards/earn');
    const earned = await productToEarn(api, {
      account: primaryMilesAccount.accountReferenceId,
      travelProduct: 'Homes',
      amountUsd: 1216.41,
    });
    expect(earnText(earned)).toBe("You'll earn 6,082 miles on this booking.");
  });
});

describe('checkout wallet scenarios (STATES §11)', () => {
  it.each([
    ['checkout/wallet/credit-only', { offerApplied: 0, isFullyCovered: true }],
    ['checkout/wallet/offer-only', { creditApplied: 0, isFullyCovered: true }],
    ['checkout/wallet/credit-and-offer', { isFullyCovered: true }],
    ['checkout/wallet/partial', { offerApplied: 0, creditApplied: 150, isFullyCovered: false }],
    ['checkout/wallet/none', { offerApplied: 0, creditApplied: 0, isFullyCovered: false }],
  ] as const)('%s covers the 3-night total: %o', async (id, coverage) => {
    play(id);
    const details = await getTravelWalletDetails(api);
    const total = (await quote()).rate.detailedPrice.sellPrice.value;
    const offer = offersForProductLine(details.offers, 'Home')[0]?.amount.amount;
    expect(
      walletCoverage({
        total,
        credit: details.credit.amount.amount,
        offer,
        isStackingAllowed: true,
      }),
    ).toMatchObject(coverage);
  });

  it('checkout/wallet/credit-and-offer: neither alone covers the total', async () => {
    play('checkout/wallet/credit-and-offer');
    const details = await getTravelWalletDetails(api);
    const total = (await quote()).rate.detailedPrice.sellPrice.value;
    expect(details.credit.amount.amount).toBeLessThan(total);
    expect(details.offers[0]?.amount.amount).toBeLessThan(total);
  });
});

describe('checkout corporate scenarios (STATES §11)', () => {
  // No client call reads the policy tier yet: the test reads it as the fake backend serves it.
  async function policyTier() {
    const response = await fetch('http://wayfare.test/api/v0/policies/details');
    const body: unknown = await response.json();
    const value =
      typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
    return policyTierSchema.parse(value);
  }

  it.each([
    ['checkout/corporate/out-of-policy', { cap: 150, approval: false, inactive: false }],
    ['checkout/corporate/policy-inactive', { cap: undefined, approval: false, inactive: true }],
    ['checkout/corporate/approval-required', { cap: 1000, approval: true, inactive: false }],
    ['checkout/corporate/auto-approval', { cap: 1000, approval: false, inactive: false }],
  ] as const)('%s: %o, on a corporate session', async (id, expected) => {
    play(id);
    expect((await getSessionInfo(api)).corporateInfo).toBeDefined();
    const tier = await policyTier();
    expect(tier.hotels.policies[0]?.maxPricePerNight ?? undefined).toBe(expected.cap);
    expect(tier.settings.isApprovalRequired).toBe(expected.approval);
    expect(isPolicyInactive(tier, 'hotels')).toBe(expected.inactive);
  });
});
