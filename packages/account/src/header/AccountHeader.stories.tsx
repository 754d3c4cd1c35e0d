import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiBasePath, selectedAccountStorageKey } from '@wayfare/domain';
import { neverAnswers, rewardsHandlers } from '@wayfare/mocks';
import {
  bothTenantsModes,
  corporateTenant,
  desktopViewport,
  framedDocs,
  loadedHeader,
  mobileViewport,
  playing,
  storyTenant,
  withPersonalAccounts,
} from '@wayfare/test-kit/storybook';
import { delay, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountHeader } from './AccountHeader';

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Patterns/Header',
  component: AccountHeader,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs('360px'),
  },
  args: { showRewardsBanner: true, product: 'homes' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Box sx={{ minHeight: 360, bgcolor: 'background.default', pb: 2 }}>
          <Story />
        </Box>
      </MemoryRouter>
    ),
  ],
  // Each story starts from no stored account, as a first visit does.
  beforeEach: () => localStorage.removeItem(selectedAccountStorageKey),
} satisfies Meta<typeof AccountHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's account button, once the accounts have loaded. */
const accountButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /^Rewards account: / });

/** The rewards banner's first note (the earn or booking-card text). */
async function bannerText(canvasElement: HTMLElement) {
  const banner = await within(canvasElement).findByRole('region', { name: 'Rewards' });
  return within(banner).getAllByRole('note')[0]?.textContent ?? '';
}

/** session/logged-in + rewards/primary: the user, the account picker, the earn banner. */
export const Primary: Story = {
  parameters: playing('rewards/primary'),
  // The greeting is desktop's; on a phone it gives way (the …Mobile stories).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  play: withPersonalAccounts(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hi, Ada')).toBeVisible();
    await expect(await accountButton(canvasElement)).toHaveAccessibleName(
      'Rewards account: VentureX ending in 4417 182,450 miles',
    );
    await expect(await bannerText(canvasElement)).toBe(
      'Earn 5X miles on vacation rentals with your VentureX card.',
    );
  }),
};

export const PrimaryMobile: Story = {
  parameters: playing('rewards/primary'),
  globals: mobileViewport,
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await accountButton(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'My account' })).toBeVisible();
  }),
};

export const PrimaryCorporate: Story = {
  parameters: playing('rewards/business-accounts'),
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toMatch(/^Earn .* with your Spark/);
  },
};

/** rewards/authorized-user: the role's message; no earn message on the consumer tenant. */
export const AuthorizedUser: Story = {
  parameters: playing('rewards/authorized-user'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    const text = await bannerText(canvasElement);
    await expect(text).toContain("Authorized users can't redeem rewards");
    await expect(text).not.toMatch(/Earn/);
  }),
};

/** rewards/account-manager. */
export const AccountManager: Story = {
  parameters: playing('rewards/account-manager'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toContain(
      "Account managers can't redeem rewards",
    );
  }),
};

/** rewards/non-financial-user: the card type instead of the product name. */
export const NonFinancialUser: Story = {
  parameters: playing('rewards/non-financial-user'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    const button = await accountButton(canvasElement);
    await expect(button.textContent).not.toContain('Quicksilver');
    await expect(await bannerText(canvasElement)).toContain("Can't redeem rewards");
  }),
};

/** rewards/mixed-roles: every account in the menu; the banner lists those not eligible. */
export const MixedRoles: Story = {
  parameters: playing('rewards/mixed-roles'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await accountButton(canvasElement));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await userEvent.click(items[1] as HTMLElement);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(await bannerText(canvasElement)).toMatch(/^You're booking with your/);
    await expect(localStorage.getItem(selectedAccountStorageKey)).toBe(
      'account-venture-authorized',
    );
    await expect(canvas.getByText('Not eligible to redeem rewards')).toBeVisible();
  }),
};

/** The picker preselects the account stored under referenceId. */
export const StoredSelection: Story = {
  parameters: playing('rewards/mixed-roles'),
  beforeEach: () => localStorage.setItem(selectedAccountStorageKey, 'account-venture-one-manager'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect((await accountButton(canvasElement)).textContent).toContain('VentureOne');
  }),
};

/** rewards/corporate-non-primary: the traveler-support message instead of the earn message. */
export const CorporateNonPrimary: Story = {
  parameters: playing('rewards/corporate-non-primary'),
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toContain(
      'Questions about rewards on this trip? Your travel support team can help.',
    );
  },
};

/** rewards/balance-zero. */
export const BalanceZero: Story = {
  parameters: playing('rewards/balance-zero'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toContain(
      'This account has no rewards to redeem.',
    );
  }),
};

/** rewards/below-minimum. */
export const BelowMinimum: Story = {
  parameters: playing('rewards/below-minimum'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toContain(
      'This account does not meet the minimum redemption amount.',
    );
  }),
};

/** rewards/all-below-minimum: the warning to pay with the credit card. */
export const AllBelowMinimum: Story = {
  parameters: playing('rewards/all-below-minimum'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'None of your accounts meets the minimum redemption amount. Please pay with your credit card.',
      ),
    ).toBeVisible();
  }),
};

/** rewards/product-cannot-redeem. */
export const ProductCannotRedeem: Story = {
  parameters: playing('rewards/product-cannot-redeem'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toContain("Can't redeem rewards");
  }),
};

/** rewards/none-redeemable: every account listed as not eligible. */
export const NoneRedeemable: Story = {
  parameters: playing('rewards/none-redeemable'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Not eligible to redeem rewards'),
    ).toBeVisible();
  }),
};

/** rewards/tiered: shown as any account (the spec does not show a tier display). */
export const Tiered: Story = {
  parameters: playing('rewards/tiered'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect((await accountButton(canvasElement)).textContent).toContain('4418');
  }),
};

/** rewards/earn-miles: the earn unit X. */
export const EarnMiles: Story = {
  parameters: playing('rewards/earn-miles'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toMatch(/Earn \d+(\.\d+)?X miles/);
  }),
};

/** rewards/earn-cash-back: the earn unit %. */
export const EarnCashBack: Story = {
  parameters: playing('rewards/earn-cash-back'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await expect(await bannerText(canvasElement)).toMatch(/Earn \d+(\.\d+)?% cash back/);
  }),
};

/** rewards/multipliers: each account's multipliers per product in the menu. */
export const Multipliers: Story = {
  parameters: playing('rewards/multipliers'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await userEvent.click(await accountButton(canvasElement));
    const menu = await within(document.body).findByRole('menu');
    for (const multiplier of ['1X', '1.5X', '2X', '3X', '4X'])
      await expect(
        within(menu).getAllByText(
          new RegExp(`${multiplier.replace('.', '\\.')} on vacation rentals`),
        ),
      ).not.toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  }),
};

/**
 * rewards/card-products: one account per product name; the corporate tenant offers the business
 * card (VentureXBusiness) only (platform §6).
 */
export const CardProducts: Story = {
  parameters: playing('rewards/card-products'),
  play: async (context) => {
    await userEvent.click(await accountButton(context.canvasElement));
    const menu = await within(document.body).findByRole('menu');
    const offered =
      storyTenant(context) === 'corporate'
        ? ['VentureXBusiness']
        : ['VentureX', 'VentureXBusiness', 'Venture', 'Quicksilver', 'Savor', 'VentureOne'];
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => /^(\w+) ending in/.exec(item.textContent ?? '')?.[1]),
    ).toEqual(offered);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** rewards/business-accounts: the corporate tenant offers the eligible business accounts only. */
export const BusinessAccounts: Story = {
  parameters: playing('rewards/business-accounts'),
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await accountButton(canvasElement));
    const menu = await within(document.body).findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names.some((name) => name?.startsWith('Spark Miles for Business'))).toBe(true);
    await expect(names.some((name) => name?.startsWith('VentureX'))).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** rewards/concierge-notice. */
export const ConciergeNotice: Story = {
  parameters: playing('rewards/concierge-notice'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/can't be serviced by concierge/),
    ).toBeVisible();
  },
};

/** rewards/non-usd: balances and cash equivalents in their own currencies. */
export const NonUsd: Story = {
  parameters: playing('rewards/non-usd'),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await userEvent.click(await accountButton(canvasElement));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  }),
};

/** session/logged-out: a sign-in button, no accounts. */
export const LoggedOut: Story = {
  parameters: playing('session/logged-out'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Sign in' }),
    ).toHaveAttribute('href', '/login/');
  },
};

/** session/guest-user: a guest with a first name only. */
export const GuestUser: Story = {
  parameters: playing('session/guest-user'),
  // The greeting is desktop's: on a phone it gives way.
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hi, Sam')).toBeVisible();
  },
};

/** session/consumer-admin: the Admin label, on the consumer tenant only (platform §6). */
export const ConsumerAdmin: Story = {
  parameters: playing('session/consumer-admin'),
  play: async (context) => {
    const header = await loadedHeader(context.canvasElement);
    if (storyTenant(context) === 'consumer') await expect(header.getByText('Admin')).toBeVisible();
    else await expect(header.queryByText('Admin')).toBeNull();
  },
};

/** session/agent-delegated: the agent's email, booking for the traveler. */
export const AgentDelegated: Story = {
  parameters: playing('session/agent-delegated'),
  // The greeting is desktop's; on a phone it gives way (the …Mobile stories).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Agent: morgan.agent@wayfare.example')).toBeVisible();
    await expect(canvas.getByText('Booking for Ada')).toBeVisible();
  },
};

/** On a phone the greeting gives way; the agent's email stays. */
export const AgentDelegatedMobile: Story = {
  ...AgentDelegated,
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Agent: morgan.agent@wayfare.example'),
    ).toBeInTheDocument();
  },
};

const userInfo = `*${apiBasePath}/userInfo`;
const accounts = `*${apiBasePath}/accounts`;

/**
 * While the session loads: the picker's and the banner's skeletons hold their room, so the page
 * below does not move when they come (layout shift).
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { session: neverAnswers('get', userInfo) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Wayfare' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: /^Rewards account: / })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Rewards' })).toBeNull();
  },
};

/** Signed in, the accounts still loading: the user's menu, then the skeletons in their room. */
export const AccountsLoading: Story = {
  parameters: { msw: { handlers: { rewards: neverAnswers('put', accounts) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'My account' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Wayfare' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('region', { name: 'Rewards' })).toBeNull();
  },
};

/**
 * The session, then the accounts (a second late here) arrive after the page is drawn: the page
 * under the header stays where it was drawn while the picker and the banner replace their
 * skeletons (no layout shift). On the corporate tenant no personal account is offered: the room
 * is given back.
 */
export const AccountsArrive: Story = {
  parameters: {
    msw: {
      handlers: {
        rewards: [
          // Nothing returned after the wait: the accounts' own answer follows.
          http.put(accounts, async () => void (await delay(1000))),
          ...rewardsHandlers(),
        ],
      },
    },
  },
  render: (args) => (
    <>
      <AccountHeader {...args} />
      <Typography sx={{ p: 2 }}>The page</Typography>
    </>
  ),
  play: withPersonalAccounts(async ({ canvasElement }) => {
    const page = within(canvasElement).getByText('The page');
    const drawnAt = page.getBoundingClientRect().top;
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Wayfare' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(await accountButton(canvasElement)).toBeVisible();
    await expect(await bannerText(canvasElement)).toBe(
      'Earn 5X miles on vacation rentals with your VentureX card.',
    );
    await expect(page.getBoundingClientRect().top).toBe(drawnAt);
  }),
};

/** Travel app: no rewards banner. */
export const TravelApp: Story = {
  parameters: playing('rewards/primary'),
  args: { showRewardsBanner: false },
  play: withPersonalAccounts(async ({ canvasElement }) => {
    await accountButton(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: 'Rewards' })).toBeNull();
  }),
};
