import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedReturnPathStorageKey } from '@wayfare/domain';
import {
  bothTenantsModes,
  corporateTenant,
  framedDocs,
  loadedHeader,
  mobileViewport,
  playing,
  storyTenant,
  withPersonalAccounts,
} from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { portalEnvironment } from './environment';
import { homeWelcome } from './home/homeWelcome';
import { Portal } from './Portal';

interface PortalStoryProps {
  /** The address the portal opens at. */
  readonly path: string;
  /** The tenant the build was configured with (the toolbar's, unless a story sets its own). */
  readonly configuredTenant?: string;
  readonly leave: (url: string) => void;
}

/** The whole portal, with its own redirects, opened in memory at an address. */
function PortalStory({ path, configuredTenant, leave }: PortalStoryProps) {
  return (
    <Portal
      environment={portalEnvironment({ WAYFARE_TENANT: configuredTenant })}
      initialPath={path}
      leave={leave}
    />
  );
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Portal/Session and modes',
  component: PortalStory,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  args: { path: '/', leave: fn() },
  render: (args, { globals }) => (
    <PortalStory configuredTenant={String(globals.tenant ?? 'consumer')} {...args} />
  ),
  beforeEach: () => sessionStorage.removeItem(savedReturnPathStorageKey),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** session/logged-in: the user and the rewards-account picker in the header; the homes search. */
export const LoggedIn: Story = {
  parameters: playing('session/logged-in'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Hi, Ada')).toBeInTheDocument();
    await withPersonalAccounts(async () => {
      await expect(
        await canvas.findByRole('button', { name: /^Rewards account: VentureX ending in 4417/ }),
      ).toBeVisible();
    })(context);
    await userEvent.click(canvas.getByRole('tab', { name: 'Homes' }));
    await expect(await canvas.findByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** session/logged-out: a sign-in button; experiments are not loaded, so no homes search. */
export const LoggedOut: Story = {
  parameters: playing('session/logged-out'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Homes' }));
    await expect(canvas.queryByRole('button', { name: 'Search' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Rewards' })).toBeNull();
  },
};

/** session/experiments-loading: the homes search waits for the experiments, then appears. */
export const ExperimentsLoading: Story = {
  parameters: playing('session/experiments-loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Homes' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading the homes search' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Search' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** session/401-login: the current path is saved and the user is sent to the login route. */
export const Unauthorized: Story = {
  parameters: playing('session/401-login'),
  args: { path: '/vacation-rentals/?locationName=Lake%20Placid' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Sign in')).toBeVisible();
    await expect(sessionStorage.getItem(savedReturnPathStorageKey)).toBe(
      '/vacation-rentals/?locationName=Lake%20Placid',
    );
  },
};

/** Signing in with a code returns to the saved path (session/logged-in answers the code). */
export const SignedInReturns: Story = {
  parameters: playing('session/logged-in'),
  args: { path: '/login/' },
  beforeEach: () => sessionStorage.setItem(savedReturnPathStorageKey, '/does-not-exist?from=login'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('link', { name: 'Sign in' }, { timeout: 5000 }),
    );
    await expect(await heading(canvasElement, "We can't find that page")).toBeVisible();
    await expect(sessionStorage.getItem(savedReturnPathStorageKey)).toBeNull();
  },
};

/** A saved path on another origin is never followed: signing in lands home. */
export const SignedInStaysOnPortal: Story = {
  parameters: playing('session/logged-in'),
  args: { path: '/login/?code=abc' },
  beforeEach: () => sessionStorage.setItem(savedReturnPathStorageKey, '//evil.example/steal'),
  play: async (context) => {
    const { title } = homeWelcome[storyTenant(context)];
    await expect(await heading(context.canvasElement, title)).toBeVisible();
  },
};

/** session/40105-onboarding: off to onboarding on the admin portal, keeping utm_source. */
export const Onboarding: Story = {
  parameters: playing('session/40105-onboarding'),
  args: { path: '/?utm_source=newsletter&other=1' },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.leave).toHaveBeenCalledWith(
        'https://admin.wayfare.example/onboarding/?utm_source=newsletter',
      ),
    );
  },
};

/** session/40106-acknowledgement: the acknowledgement page; Continue once the terms are accepted. */
export const Acknowledgement: Story = {
  parameters: playing('session/40106-acknowledgement'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Before you continue')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I have read and accept the terms of use' }),
    );
    await expect(next).toBeEnabled();
  },
};

/** session/40103-access-denied. */
export const AccessDenied: Story = {
  parameters: playing('session/40103-access-denied'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access denied')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sign in again' }),
    ).toHaveAttribute('href', '/login/');
  },
};

export const AccessDeniedCorporate: Story = {
  ...AccessDenied,
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access denied')).toBeVisible();
    await expect(
      within(canvasElement).getAllByRole('link', { name: '1-800-555-0199' }),
    ).not.toHaveLength(0);
  },
};

/** session/login-code-failed: a failed login-code post goes to /access-denied. */
export const LoginCodeFailed: Story = {
  parameters: playing('session/login-code-failed'),
  args: { path: '/login/?code=expired' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access denied')).toBeVisible();
  },
};

/** session/corporate-no-admin: from the admin portal without admin permission: /access-denied. */
export const CorporateNoAdmin: Story = {
  parameters: playing('session/corporate-no-admin'),
  globals: corporateTenant,
  tags: ['!tenants'],
  args: { path: '/login/?code=abc&source=admin' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Access denied')).toBeVisible();
  },
};

/** session/40102-not-beta. */
export const NotBeta: Story = {
  parameters: playing('session/40102-not-beta'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, "You're not in the beta yet")).toBeVisible();
  },
};

/** session/agent-delegated: the agent's email in the header, in agent mode. */
export const AgentDelegated: Story = {
  parameters: playing('session/agent-delegated'),
  args: { path: '/?agent=true' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Agent: morgan.agent@wayfare.example'),
    ).toBeVisible();
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

/** session/first-time: the first-visit welcome, which can be dismissed. */
export const FirstTime: Story = {
  parameters: playing('session/first-time'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Welcome to Wayfare, Ada!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the welcome' }));
    await expect(canvas.queryByText('Welcome to Wayfare, Ada!')).toBeNull();
  },
};

export const FirstTimeMobile: Story = {
  ...FirstTime,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Welcome to Wayfare, Ada!')).toBeVisible();
  },
  globals: mobileViewport,
};

/** Travel app: no rewards banner and no satisfaction survey. */
export const TravelApp: Story = {
  args: { path: '/?isTravelApp=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedHeader(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Rewards' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Give feedback' })).toBeNull();
  },
};

/** Web: the rewards banner (consumer) and the satisfaction survey, which sends the rating. */
export const WebSurvey: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = within(document.body);
    await withPersonalAccounts(async () => {
      await expect(
        await canvas.findByRole('region', { name: 'Rewards' }, { timeout: 5000 }),
      ).toBeVisible();
    })(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Give feedback' }));
    const dialog = await page.findByRole('dialog', { name: 'How are we doing?' });
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });
    await expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5: Good' }));
    await userEvent.click(send);
    await expect(await page.findByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** An unknown configured tenant falls back to the consumer tenant. */
export const UnknownTenant: Story = {
  render: (args) => <PortalStory {...args} configuredTenant="enterprise" />,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Where to next?')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: '1-800-555-0134' })).toBeVisible();
  },
};

/** experiment/complimentary-night/on: the promotion, with its terms a link away. */
export const ComplimentaryNightOn: Story = {
  parameters: playing('experiment/complimentary-night/on'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Unseen while the experiments load (it keeps its room), then shown.
    await waitFor(() => expect(canvas.getByText('Complimentary fourth night')).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'See the terms' }));
    await expect(await heading(canvasElement, /Complimentary fourth night/)).toBeVisible();
  },
};

/** experiment/complimentary-night/off: no promotion. */
export const ComplimentaryNightOff: Story = {
  parameters: playing('experiment/complimentary-night/off'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedHeader(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Complimentary fourth night')).toBeNull());
  },
};

/** experiment/maintenance/on: read with the rest; the spec shows no display for it. */
export const MaintenanceOn: Story = {
  parameters: playing('experiment/maintenance/on'),
  play: async (context) => {
    const { title } = homeWelcome[storyTenant(context)];
    await expect(await heading(context.canvasElement, title)).toBeVisible();
  },
};

/** experiment/vacation-rentals/on: the Homes tab offers the vacation-rental search. */
export const VacationRentalsOn: Story = {
  parameters: playing('experiment/vacation-rentals/on'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Homes' }));
    await expect(await canvas.findByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** experiment/stays-booking/on: the Hotels tab offers hotel stays, with their search. */
export const StaysBookingOn: Story = {
  parameters: playing('experiment/stays-booking/on'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Hotels worldwide, paid with your card, your rewards, or both.',
      ),
    ).toBeVisible();
    // The tab's search is a real one: destination, dates, rooms and guests.
    await expect(
      await within(canvasElement).findByRole('search', { name: 'Search hotels' }),
    ).toBeVisible();
  },
};

/** experiment/stays-booking/off: the Hotels tab says hotel stays cannot be booked yet. */
export const StaysBookingOff: Story = {
  parameters: playing('experiment/stays-booking/off'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Hotel stays can't be booked from your account yet/),
    ).toBeVisible();
  },
};

/** experiment/wishlists/on: favorites are in the account menu. */
export const WishlistsOn: Story = {
  parameters: playing('experiment/wishlists/on'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'My account' }, { timeout: 5000 }),
    );
    const menu = await within(document.body).findByRole('menu');
    // The item joins the menu once the experiments have loaded.
    await expect(
      await within(menu).findByRole('menuitem', { name: 'Favorites' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** experiment/wishlists/off: no favorites in the account menu. */
export const WishlistsOff: Story = {
  parameters: playing('experiment/wishlists/off'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The experiments have loaded once the Homes tab offers its search.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Homes' }));
    await canvas.findByRole('button', { name: 'Search' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Travelers' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Favorites' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};
