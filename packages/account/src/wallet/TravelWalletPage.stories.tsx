import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  apiBasePath,
  travelWalletTransactionTypes,
  unlistedRoutePaths,
  type TravelWalletOfferUsage,
} from '@wayfare/domain';
import { neverAnswers, walletHandlers } from '@wayfare/mocks';
import {
  creditStateLabels,
  offerProductLineLabels,
  offerUsageLabels,
  transactionTypeLabels,
  travelWalletTexts,
} from '@wayfare/ui';
import { http, HttpResponse } from 'msw';
import { bothTenantsModes, framedDocs, pageAt, playing, slow } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { travelWalletRoutes } from './travelWalletRoutes';

interface TravelWalletPageAtProps {
  readonly path: string;
}

/** The wallet as the portal mounts it: its routes in memory, opened at its address. */
function TravelWalletPageAt({ path }: TravelWalletPageAtProps) {
  return pageAt(travelWalletRoutes, path);
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Account/TravelWalletPage',
  component: TravelWalletPageAt,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  args: { path: unlistedRoutePaths.travelWallet },
} satisfies Meta<typeof TravelWalletPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page has loaded: its heading is there and nothing is loading any more. */
async function loaded() {
  await screen.findByRole('heading', { level: 1, name: travelWalletTexts.heading }, slow);
  await waitFor(
    () => expect(screen.queryByRole('status', { name: travelWalletTexts.loading })).toBeNull(),
    slow,
  );
}

/** The value a description list gives a term, within a part of the page. */
const valueOf = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

const section = (name: string) => screen.getByRole('region', { name });
const heading2 = (name: string) => screen.queryByRole('heading', { level: 2, name });

async function expectCredit(amount: string, state: string) {
  const credits = section(travelWalletTexts.credits);
  await expect(valueOf(credits, travelWalletTexts.creditAmount)).toBe(amount);
  await expect(valueOf(credits, travelWalletTexts.creditState)).toBe(state);
}

// ---------------------------------------------------------------------------------------------
// STATES §17 Travel wallet

/** wallet/credits: the credit amount and its breakdown: statement detail and usable amount. */
export const Credits: Story = {
  parameters: playing('wallet/credits'),
  play: async () => {
    await loaded();
    await expectCredit('$300.00', creditStateLabels.Available);
    const breakdown = within(section(travelWalletTexts.credits)).getByRole('list', {
      name: travelWalletTexts.creditBreakdown,
    });
    const [annual, refund] = within(breakdown).getAllByRole('listitem');
    await expect(annual).toHaveTextContent('Annual travel credit');
    await expect(annual).toHaveTextContent('Statement credit');
    await expect(valueOf(annual!, travelWalletTexts.usableAmount)).toBe('$250.00');
    await expect(valueOf(annual!, travelWalletTexts.expiresOn)).toBe('Dec 31, 2099');
    await expect(refund).toHaveTextContent('Price drop protection refund');
    await expect(valueOf(refund!, travelWalletTexts.usableAmount)).toBe('$50.00');
  },
};

/** wallet/offers: each offer's title, descriptions, amount, maximum credit, sale start, banner. */
export const Offers: Story = {
  parameters: playing('wallet/offers'),
  play: async () => {
    await loaded();
    const offer = within(section(travelWalletTexts.offers)).getByRole('article', {
      name: '$100 off a vacation rental',
    });
    await expect(
      within(offer).getByText('$100 off a vacation rental is in your travel wallet'),
    ).toBeVisible();
    await expect(
      within(offer).getByText('$100 off a vacation rental booked through Wayfare.'),
    ).toBeVisible();
    await expect(
      within(offer).getByText('One offer per booking; cannot be exchanged for cash.'),
    ).toBeVisible();
    await expect(valueOf(offer, travelWalletTexts.offerAmount)).toBe('$100.00');
    await expect(valueOf(offer, travelWalletTexts.maxApplicableCredit)).toBe('$100.00');
    // 2026-06-01T00:00Z is the evening of 31 May in Toronto (platform §9).
    await expect(valueOf(offer, travelWalletTexts.saleEventStartOn)).toBe('May 31, 2026');
  },
};

/** wallet/history: a line of each transaction type (products §3). */
export const History: Story = {
  parameters: playing('wallet/history'),
  play: async () => {
    await loaded();
    const history = within(section(travelWalletTexts.creditHistory)).getByRole('list');
    const lines = within(history).getAllByRole('listitem');
    await expect(lines).toHaveLength(travelWalletTransactionTypes.length);
    for (const [index, type] of travelWalletTransactionTypes.entries()) {
      await expect(lines[index]).toHaveTextContent(transactionTypeLabels[type]);
    }
    await expect(lines[0]).toHaveTextContent('Travel Credit Redemption on your travel wallet');
    await expect(lines[0]).toHaveTextContent('Jun 28, 2026');
    await expect(lines[0]).toHaveTextContent('-$120.00');
    await expect(lines[13]).toHaveTextContent('Referral credit');
    await expect(lines[13]).toHaveTextContent('$100.00');
  },
};

/** wallet/empty: no credits or offers. */
export const Empty: Story = {
  parameters: playing('wallet/empty'),
  play: async () => {
    await expect(await screen.findByText(travelWalletTexts.empty, {}, slow)).toBeVisible();
    await expect(heading2(travelWalletTexts.credits)).toBeNull();
    await expect(heading2(travelWalletTexts.offers)).toBeNull();
    await expect(heading2(travelWalletTexts.creditHistory)).toBeNull();
  },
};

/** wallet/credit-available */
export const CreditAvailable: Story = {
  parameters: playing('wallet/credit-available'),
  play: async () => {
    await loaded();
    await expectCredit('$300.00', creditStateLabels.Available);
  },
};

/** wallet/credit-expired: an expired credit keeps its amount and says so. */
export const CreditExpired: Story = {
  parameters: playing('wallet/credit-expired'),
  play: async () => {
    await loaded();
    await expectCredit('$300.00', creditStateLabels.Expired);
  },
};

/** wallet/credit-redeemed */
export const CreditRedeemed: Story = {
  parameters: playing('wallet/credit-redeemed'),
  play: async () => {
    await loaded();
    await expectCredit('$300.00', creditStateLabels.Redeemed);
  },
};

/** wallet/offer-{usage}: the one homes offer, in that usage (products §3). */
const offerIn = (
  usage: TravelWalletOfferUsage,
  scenario: Parameters<typeof playing>[0],
): Story => ({
  parameters: playing(scenario),
  play: async () => {
    await loaded();
    const offers = section(travelWalletTexts.offers);
    await expect(
      within(offers).getByRole('heading', { level: 3, name: offerProductLineLabels.Home }),
    ).toBeVisible();
    const offer = within(offers).getByRole('article', { name: '$100 off a vacation rental' });
    await expect(offer).toHaveAttribute('data-usage', usage);
    await expect(valueOf(offer, travelWalletTexts.offerUsage)).toBe(offerUsageLabels[usage]);
  },
});

export const OfferUsed: Story = offerIn('Used', 'wallet/offer-used');
export const OfferConfirmState: Story = offerIn('ConfirmState', 'wallet/offer-confirm-state');
export const OfferCancelled: Story = offerIn('Cancelled', 'wallet/offer-cancelled');
export const OfferExpired: Story = offerIn('Expired', 'wallet/offer-expired');
export const OfferPending: Story = offerIn('Pending', 'wallet/offer-pending');
export const OfferAuthorized: Story = offerIn('Authorized', 'wallet/offer-authorized');

/** wallet/offer-lines: offers for Air, CarRental, Lodging, LodgingPriceFreeze, Home. */
export const OfferLines: Story = {
  parameters: playing('wallet/offer-lines'),
  play: async () => {
    await loaded();
    const offers = section(travelWalletTexts.offers);
    await expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((line) => line.textContent),
    ).toEqual(['Flights', 'Cars', 'Hotels', 'Hotel price freeze', 'Homes']);
    for (const [line, title] of [
      ['Flights', '$50 off a flight'],
      ['Cars', '$25 off a rental car'],
      ['Hotels', '$75 off a hotel'],
      ['Hotel price freeze', 'Free price freeze on a hotel'],
      ['Homes', '$100 off a vacation rental'],
    ] as const) {
      await expect(
        within(within(offers).getByRole('list', { name: line })).getByRole('article', {
          name: title,
        }),
      ).toBeVisible();
    }
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §2 Experiments: the wallet's parts, shown or absent

/** experiment/wallet-credits/on: the credits are shown. */
export const WalletCreditsOn: Story = {
  parameters: playing('experiment/wallet-credits/on'),
  play: async () => {
    await loaded();
    await expectCredit('$300.00', creditStateLabels.Available);
  },
};

/** experiment/wallet-credits/off: no credits; the offers and history remain. */
export const WalletCreditsOff: Story = {
  parameters: playing('experiment/wallet-credits/off'),
  play: async () => {
    await loaded();
    await expect(heading2(travelWalletTexts.credits)).toBeNull();
    await expect(heading2(travelWalletTexts.offers)).toBeVisible();
    await expect(heading2(travelWalletTexts.creditHistory)).toBeVisible();
  },
};

/** experiment/travel-wallet-offers/on: the offers are shown. */
export const TravelWalletOffersOn: Story = {
  parameters: playing('experiment/travel-wallet-offers/on'),
  play: async () => {
    await loaded();
    await expect(heading2(travelWalletTexts.offers)).toBeVisible();
  },
};

/** experiment/travel-wallet-offers/off: no offers; the credits and history remain. */
export const TravelWalletOffersOff: Story = {
  parameters: playing('experiment/travel-wallet-offers/off'),
  play: async () => {
    await loaded();
    await expect(heading2(travelWalletTexts.offers)).toBeNull();
    await expect(heading2(travelWalletTexts.credits)).toBeVisible();
    await expect(heading2(travelWalletTexts.creditHistory)).toBeVisible();
  },
};

/** experiment/credit-history/on: the credit history is shown. */
export const CreditHistoryOn: Story = {
  parameters: playing('experiment/credit-history/on'),
  play: async () => {
    await loaded();
    await expect(heading2(travelWalletTexts.creditHistory)).toBeVisible();
  },
};

/** experiment/credit-history/off: no credit history; the credits and offers remain. */
export const CreditHistoryOff: Story = {
  parameters: playing('experiment/credit-history/off'),
  play: async () => {
    await loaded();
    await expect(heading2(travelWalletTexts.creditHistory)).toBeNull();
    await expect(heading2(travelWalletTexts.credits)).toBeVisible();
    await expect(heading2(travelWalletTexts.offers)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Loading and failure

/** The wallet's calls have not answered: the page says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: neverAnswers('get', `*${apiBasePath}/credit/*`) } } },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: travelWalletTexts.loading }, slow),
    ).toBeVisible();
  },
};

// The credit details call fails the first time it is asked (one request, however often a
// resolver sees it), then answers as the happy path.
let firstDetailsRequest: Request | undefined;
const detailsFailOnce = http.get(`*${apiBasePath}/credit/details`, ({ request }) => {
  firstDetailsRequest ??= request;
  if (request !== firstDetailsRequest) return undefined;
  return HttpResponse.json({ message: 'Mock error 500' }, { status: 500 });
});

/** A failed load: "Something went wrong." and a retry that loads the wallet. */
export const Failed: Story = {
  parameters: { msw: { handlers: { wallet: [detailsFailOnce, ...walletHandlers()] } } },
  beforeEach: () => {
    firstDetailsRequest = undefined;
  },
  play: async () => {
    const panel = await screen.findByRole('region', { name: travelWalletTexts.failedTitle }, slow);
    await expect(panel).toHaveAccessibleDescription(travelWalletTexts.failedSubtitle);
    await userEvent.click(within(panel).getByRole('button', { name: travelWalletTexts.retry }));
    // The button leaves with the panel: focus goes to the page's heading.
    await expect(
      screen.getByRole('heading', { level: 1, name: travelWalletTexts.heading }),
    ).toHaveFocus();
    await expect(
      await screen.findByRole('heading', { level: 2, name: travelWalletTexts.credits }, slow),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: travelWalletTexts.failedTitle })).toBeNull();
  },
};

/** The same failure, before the retry. */
export const FailedNoRetry: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          http.get(`*${apiBasePath}/credit/details`, () =>
            HttpResponse.json({ message: 'Mock error 500' }, { status: 500 }),
          ),
          ...walletHandlers(),
        ],
      },
    },
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: travelWalletTexts.failedTitle }, slow),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: travelWalletTexts.retry })).toBeEnabled();
  },
};
