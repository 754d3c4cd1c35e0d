import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  bothTenantsModes,
  corporateTenant,
  desktopViewport,
  mobileViewport,
} from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState, type ComponentProps } from 'react';
import {
  authorizedUser,
  belowMinimum,
  belowMinimumToo,
  nonFinancialUser,
  savor,
  ventureX,
} from '../RewardsAccountPicker/rewardsAccountFixtures';
import { RewardsAccountMenu } from './RewardsAccountMenu';
import { RewardsAccountMenuSkeleton } from './RewardsAccountMenuSkeleton';
import { RewardsBanner } from './RewardsBanner';
import { RewardsBannerSkeleton } from './RewardsBannerSkeleton';
import { SessionBadge } from './SessionBadge';

type HeaderStoryProps = ComponentProps<typeof RewardsAccountMenu> &
  ComponentProps<typeof SessionBadge> &
  Pick<ComponentProps<typeof RewardsBanner>, 'tenant'> & {
    /** The accounts are loading: the picker's and the banner's skeletons stand in. */
    readonly loading?: boolean;
  };

/** The header's pieces as the account header lays them out: the bar, then the banner. */
function RewardsHeaderPreview(props: HeaderStoryProps) {
  const [selectedId, setSelectedId] = useState(props.selected.accountReferenceId);
  const selected =
    props.accounts.find((account) => account.accountReferenceId === selectedId) ?? props.selected;
  return (
    <Box sx={{ minHeight: 320 }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <SessionBadge
            firstName={props.firstName}
            isAdmin={props.isAdmin}
            agentEmail={props.agentEmail}
          />
          {props.loading ? (
            <RewardsAccountMenuSkeleton />
          ) : (
            <RewardsAccountMenu
              accounts={props.accounts}
              selected={selected}
              onChoose={(id) => {
                setSelectedId(id);
                props.onChoose(id);
              }}
            />
          )}
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {props.loading ? (
          <RewardsBannerSkeleton product="homes" />
        ) : (
          <RewardsBanner
            accounts={props.accounts}
            selected={selected}
            tenant={props.tenant}
            product="homes"
          />
        )}
      </Box>
    </Box>
  );
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Components/RewardsHeader',
  component: RewardsHeaderPreview,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
  },
  args: {
    accounts: [ventureX, savor, authorizedUser],
    selected: ventureX,
    onChoose: fn(),
    firstName: 'Ada',
    isAdmin: false,
    tenant: 'consumer',
  },
} satisfies Meta<typeof RewardsHeaderPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Rewards account: / });

/** A primary holder: the earn banner; choosing another account from the menu by keyboard. */
export const Primary: Story = {
  // The greeting is desktop's; on a phone it gives way (PrimaryMobile).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hi, Ada')).toBeVisible();
    await expect(
      canvas.getByText('Earn 5X miles on vacation rentals with your VentureX card.'),
    ).toBeVisible();
    accountButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onChoose).toHaveBeenCalledWith(savor.accountReferenceId);
    await expect(accountButton(canvasElement)).toHaveFocus();
  },
};

/** An authorized user: the booking card, the role's message and the accounts not eligible. */
export const AuthorizedUser: Story = {
  args: { selected: authorizedUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Authorized users can't redeem rewards")).toBeVisible();
    await expect(canvas.getByText('Not eligible to redeem rewards')).toBeVisible();
  },
};

/** A non-financial user sees the card type instead of the product name. */
export const NonFinancialUser: Story = {
  args: { accounts: [nonFinancialUser], selected: nonFinancialUser },
  play: async ({ canvasElement }) => {
    await expect(accountButton(canvasElement)).not.toHaveTextContent(
      nonFinancialUser.productDisplayName,
    );
  },
};

/** Every account below its minimum: the warning to pay with the credit card. */
export const AllBelowMinimum: Story = {
  args: { accounts: [belowMinimum, belowMinimumToo], selected: belowMinimum },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Please pay with your credit card\.$/),
    ).toBeVisible();
  },
};

/** Corporate, non-primary: the traveler-support message. */
export const CorporateNonPrimary: Story = {
  args: { tenant: 'corporate', selected: authorizedUser },
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Questions about rewards on this trip? Your travel support team can help.',
      ),
    ).toBeVisible();
  },
};

/** An agent in a delegated session, and the consumer tenant's Admin label. */
export const AgentAndAdmin: Story = {
  // The greeting is desktop's; on a phone it gives way (PrimaryMobile).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  args: { agentEmail: 'morgan.agent@wayfare.example', isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Agent: morgan.agent@wayfare.example')).toBeVisible();
    await expect(canvas.getByText('Booking for Ada')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

/**
 * While the accounts load: the picker's and the banner's skeletons, each the size of a primary
 * holder's picker and earn banner (LoadingKeepsTheRoom), so nothing below them moves when they come.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Rewards account: / })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Rewards' })).toBeNull();
  },
};

/**
 * The skeletons hold the very room of the picker and the banner that replace them: the loading
 * header above, the loaded one below, their bars and banners of one height each.
 */
export const LoadingKeepsTheRoom: Story = {
  // A primary holder with one account: the earn banner alone, the one most cardholders get.
  args: { accounts: [ventureX], selected: ventureX },
  parameters: {
    // Two headers on purpose, one above the other, so the page has two banner landmarks.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <>
      <div data-state="loading">
        <RewardsHeaderPreview {...args} loading />
      </div>
      <div data-state="loaded">
        <RewardsHeaderPreview {...args} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const roomOf = (state: 'loading' | 'loaded') => {
      const bar = canvasElement.querySelector(`[data-state="${state}"] header`);
      return {
        bar: bar?.getBoundingClientRect().height,
        banner: bar?.nextElementSibling?.getBoundingClientRect().height,
      };
    };
    const loaded = roomOf('loaded');
    await expect(loaded.bar).toBeGreaterThan(0);
    await expect(roomOf('loading')).toEqual(loaded);
  },
};

export const PrimaryMobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(accountButton(canvasElement)).toBeVisible();
  },
};
