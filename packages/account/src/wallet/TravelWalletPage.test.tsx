import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { apiBasePath } from '@wayfare/domain';
import { errorAnswer, neverAnswers, type ScenarioId } from '@wayfare/mocks';
import { mockServer, recordRequests, type RecordedRequest } from '@wayfare/test-kit/server';
import { travelWalletTexts } from '@wayfare/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './TravelWalletPage.stories';

// Every story opens the same page at the same address; the backend is set here, by hand, so the
// calls the page makes can be counted.
const { Credits } = composeStories(stories);

const { server, play } = mockServer();
/** The wallet requests the page made in this test, whichever handler answered them. */
let walletRequests: RecordedRequest[] = [];
beforeEach(() => {
  walletRequests = recordRequests(server, `*${apiBasePath}/credit*`);
});
/** How many times the page called the wallet path ending so. */
const walletCalls = (ending: string) =>
  walletRequests.filter((request) => request.path.endsWith(ending)).length;

const slow = { timeout: 10000 };
const heading2 = (name: string) => screen.queryByRole('heading', { level: 2, name });
const loading = () => screen.queryByRole('status', { name: travelWalletTexts.loading });

async function openWallet(scenario?: ScenarioId) {
  if (scenario) play(scenario);
  render(<Credits />);
  await screen.findByRole('heading', { level: 1, name: travelWalletTexts.heading }, slow);
  await waitFor(() => expect(loading()).toBeNull(), slow);
}

describe('TravelWalletPage', () => {
  it('wallet/credits: the credit, its state and its statement credits', async () => {
    await openWallet('wallet/credits');
    const credits = screen.getByRole('region', { name: travelWalletTexts.credits });
    expect(credits).toHaveTextContent('Credit amount$300.00');
    expect(credits).toHaveTextContent('Credit stateAvailable');
    const items = within(
      within(credits).getByRole('list', { name: travelWalletTexts.creditBreakdown }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Annual travel creditStatement creditUsable amount$250.00ExpiresDec 31, 2099',
      'Price drop protection refundStatement creditUsable amount$50.00',
    ]);
  });

  it('wallet/credit-redeemed: a redeemed credit says so', async () => {
    await openWallet('wallet/credit-redeemed');
    expect(screen.getByRole('region', { name: travelWalletTexts.credits })).toHaveTextContent(
      'Credit stateRedeemed',
    );
  });

  it('wallet/offer-lines: offers grouped under their product line, in the spec order', async () => {
    await openWallet('wallet/offer-lines');
    const offers = screen.getByRole('region', { name: travelWalletTexts.offers });
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((line) => line.textContent),
    ).toEqual(['Flights', 'Cars', 'Hotels', 'Hotel price freeze', 'Homes']);
    const car = within(within(offers).getByRole('list', { name: 'Cars' })).getByRole('article');
    expect(car).toHaveAccessibleName('$25 off a rental car');
    expect(car).toHaveTextContent('$25 off a rental car is in your travel wallet');
    expect(car).toHaveTextContent(
      'Amount$25.00Maximum applicable credit$25.00Sale startsMay 31, 2026',
    );
  });

  it('wallet/offer-confirm-state: the usage is shown in words', async () => {
    await openWallet('wallet/offer-confirm-state');
    expect(screen.getByRole('article', { name: '$100 off a vacation rental' })).toHaveTextContent(
      'StatusAwaiting confirmation',
    );
  });

  it('wallet/history: one line per transaction type', async () => {
    await openWallet('wallet/history');
    const history = screen.getByRole('region', { name: travelWalletTexts.creditHistory });
    const lines = within(history).getAllByRole('listitem');
    expect(lines).toHaveLength(14);
    expect(lines[6]).toHaveTextContent('Price drop protection');
    expect(lines[6]).toHaveTextContent('$35.50');
  });

  it('wallet/empty: says there are no credits or offers, and shows no empty parts', async () => {
    await openWallet('wallet/empty');
    expect(screen.getByText(travelWalletTexts.empty)).toBeVisible();
    expect(heading2(travelWalletTexts.credits)).toBeNull();
    expect(heading2(travelWalletTexts.offers)).toBeNull();
    expect(heading2(travelWalletTexts.creditHistory)).toBeNull();
  });

  describe('experiments', () => {
    it.each<[ScenarioId, string[], string[]]>([
      [
        'experiment/wallet-credits/off',
        [travelWalletTexts.offers, travelWalletTexts.creditHistory],
        [travelWalletTexts.credits],
      ],
      [
        'experiment/travel-wallet-offers/off',
        [travelWalletTexts.credits, travelWalletTexts.creditHistory],
        [travelWalletTexts.offers],
      ],
      [
        'experiment/credit-history/off',
        [travelWalletTexts.credits, travelWalletTexts.offers],
        [travelWalletTexts.creditHistory],
      ],
      [
        'experiment/credit-history/on',
        [travelWalletTexts.credits, travelWalletTexts.offers, travelWalletTexts.creditHistory],
        [],
      ],
    ])('%s shows %j and not %j', async (scenario, shown, absent) => {
      await openWallet(scenario);
      for (const name of shown) expect(heading2(name)).toBeInTheDocument();
      for (const name of absent) expect(heading2(name)).toBeNull();
    });

    it('the credit history is not even asked for when its experiment is off', async () => {
      await openWallet('experiment/credit-history/off');
      expect(walletCalls('/credit/history')).toBe(0);
      expect(walletCalls('/credit/details')).toBe(1);
    });

    it('nothing is asked for until the experiments have loaded', async () => {
      play('session/experiments-loading');
      render(<Credits />);
      await screen.findByRole('heading', { level: 1, name: travelWalletTexts.heading }, slow);
      expect(loading()).toBeInTheDocument();
      expect(walletRequests).toEqual([]);
      await waitFor(() => expect(heading2(travelWalletTexts.credits)).toBeInTheDocument(), slow);
    });
  });

  it('shows loading while the wallet has not answered', async () => {
    server.use(...neverAnswers('get', `*${apiBasePath}/credit/details`));
    render(<Credits />);
    await screen.findByRole('heading', { level: 1, name: travelWalletTexts.heading }, slow);
    await waitFor(() => expect(walletCalls('/credit/details')).toBe(1), slow);
    expect(loading()).toBeInTheDocument();
    expect(heading2(travelWalletTexts.credits)).toBeNull();
  });

  it('a failed load says "Something went wrong." and the retry loads the wallet', async () => {
    server.use(...errorAnswer('get', `*${apiBasePath}/credit/details`, 500));
    const user = userEvent.setup();
    await openWallet();
    const panel = screen.getByRole('region', { name: travelWalletTexts.failedTitle });
    expect(panel).toHaveAccessibleDescription(travelWalletTexts.failedSubtitle);
    expect(heading2(travelWalletTexts.credits)).toBeNull();
    expect(walletCalls('/credit/history')).toBe(1);

    play();
    await user.click(within(panel).getByRole('button', { name: travelWalletTexts.retry }));
    expect(
      screen.getByRole('heading', { level: 1, name: travelWalletTexts.heading }),
    ).toHaveFocus();
    expect(
      await screen.findByRole('heading', { level: 2, name: travelWalletTexts.credits }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: travelWalletTexts.failedTitle })).toBeNull();
    // Only the failed call is asked again.
    expect(walletCalls('/credit/details')).toBe(2);
    expect(walletCalls('/credit/history')).toBe(1);
  });
});
