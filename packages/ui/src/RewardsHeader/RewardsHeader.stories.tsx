import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
import { RewardsBanner } from './RewardsBanner';
import { SessionBadge } from './SessionBadge';

type HeaderStoryProps = ComponentProps<typeof RewardsAccountMenu> &
  ComponentProps<typeof SessionBadge> &
  Pick<ComponentProps<typeof RewardsBanner>, 'tenant'>;

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
          <RewardsAccountMenu
            accounts={props.accounts}
            selected={selected}
            onChoose={(id) => {
              setSelectedId(id);
              props.onChoose(id);
            }}
          />
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        <RewardsBanner
          accounts={props.accounts}
          selected={selected}
          tenant={props.tenant}
          product="homes"
        />
      </Box>
    </Box>
  );
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Components/RewardsHeader',
  component: RewardsHeaderPreview,
  parameters: { layout: 'fullscreen' },
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
  globals: { tenant: 'corporate' },
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
  args: { agentEmail: 'morgan.agent@wayfare.example', isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Agent: morgan.agent@wayfare.example')).toBeVisible();
    await expect(canvas.getByText('Booking for Ada')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const PrimaryMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(accountButton(canvasElement)).toBeVisible();
  },
};
