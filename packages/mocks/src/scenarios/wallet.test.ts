import { getCreditHistory, getTravelWalletCredit, getTravelWalletDetails } from '@wayfare/api';
import { travelWalletOfferProductLines, travelWalletTransactionTypes } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import type { ScenarioId } from '.';
import { scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play } = scenarioTestKit();

async function wallet(id: ScenarioId) {
  play(id);
  return {
    credit: await getTravelWalletCredit(api),
    details: await getTravelWalletDetails(api),
    history: await getCreditHistory(api),
  };
}

describe('wallet scenarios (STATES §17)', () => {
  it('wallet/credits: the credit and its breakdown', async () => {
    const { credit, details } = await wallet('wallet/credits');
    expect(credit.credit.amount).toEqual({ amount: 300, currency: 'USD' });
    const usable = details.creditBreakdown.reduce((sum, line) => sum + line.usableAmount.amount, 0);
    expect(usable).toBe(300);
  });

  it('wallet/offers: offers with every field', async () => {
    const { details } = await wallet('wallet/offers');
    for (const offer of details.offers) {
      expect(offer).toMatchObject({
        title: expect.any(String) as unknown,
        maxApplicableCredit: expect.any(Object) as unknown,
        saleEventStartOn: expect.any(String) as unknown,
        shopPageBanner: expect.any(String) as unknown,
      });
      expect(offer.descriptions.length).toBeGreaterThan(0);
    }
  });

  it('wallet/history: a line of every transaction type', async () => {
    const { history } = await wallet('wallet/history');
    expect(history.credits.map((line) => line.transactionType)).toEqual([
      ...travelWalletTransactionTypes,
    ]);
  });

  it('wallet/empty: zero credit, no offers, no history', async () => {
    const { credit, details, history } = await wallet('wallet/empty');
    expect(credit.credit.amount.amount).toBe(0);
    expect(details.offers).toEqual([]);
    expect(details.creditBreakdown).toEqual([]);
    expect(history.credits).toEqual([]);
  });

  it.each([
    ['wallet/credit-available', 'Available'],
    ['wallet/credit-expired', 'Expired'],
    ['wallet/credit-redeemed', 'Redeemed'],
  ] as const)('%s: a credit %s', async (id, state) => {
    const { credit, details } = await wallet(id);
    expect(credit.credit.state).toBe(state);
    expect(details.credit.state).toBe(state);
  });

  it.each([
    ['wallet/offer-used', 'Used'],
    ['wallet/offer-confirm-state', 'ConfirmState'],
    ['wallet/offer-cancelled', 'Cancelled'],
    ['wallet/offer-expired', 'Expired'],
    ['wallet/offer-pending', 'Pending'],
    ['wallet/offer-authorized', 'Authorized'],
  ] as const)('%s: an offer %s', async (id, status) => {
    const { details } = await wallet(id);
    expect(details.offers.map((offer) => offer.status)).toEqual([status]);
  });

  it('wallet/offer-lines: an offer for each product line', async () => {
    const { details } = await wallet('wallet/offer-lines');
    expect(details.offers.flatMap((offer) => offer.funnels)).toEqual([
      ...travelWalletOfferProductLines,
    ]);
  });
});
