import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletTexts } from '@wayfare/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  bigOffer,
  creditCoveringAll,
  expiredCredit,
  homesOffer,
  smallCredit,
  smallOffer,
} from './walletFixtures';
import type { WalletPicker } from './WalletPicker';
import defaultMeta from './WalletPicker.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/WalletPicker/Features',
} satisfies Meta<typeof WalletPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The credit alone covers the total: nothing due (platform §4, 100 points per unit §9). */
export const CreditOnly: Story = {
  args: { credit: creditCoveringAll, offers: [], applyCredit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Apply travel credit' }),
    ).toHaveAccessibleDescription('$500.00 available (50,000 points)');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Applied: $423.19 travel credit. ${walletTexts.fullyCovered}`,
    );
  },
};

/** An offer alone covers the total (platform §4). */
export const OfferOnly: Story = {
  args: { credit: undefined, offers: [bigOffer], selectedOfferId: bigOffer.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const offer = canvas.getByRole('radio', { name: /\$450 welcome credit/ });
    await expect(offer).toBeChecked();
    await expect(offer).toHaveAccessibleDescription(
      'Welcome offer for new cardholders · $450.00 off · Up to $450.00',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(walletTexts.fullyCovered);
  },
};

/** Credit and offer together cover the total (platform §4, stacking §9). */
export const CreditAndOffer: Story = {
  args: {
    credit: smallCredit,
    offers: [homesOffer, smallOffer],
    applyCredit: true,
    selectedOfferId: homesOffer.id,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      `Applied: $250.00 offer and $173.19 travel credit. ${walletTexts.fullyCovered}`,
    );
  },
};

/** The credit covers part of the total; the rest by card or rewards (platform §3). */
export const Partial: Story = {
  args: { credit: smallCredit, offers: [smallOffer], applyCredit: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Applied: $200.29 travel credit. $222.90 left to pay.',
    );
  },
};

/** Nothing in the wallet: an empty state, no controls. An expired credit counts as nothing. */
export const None: Story = {
  args: { credit: expiredCredit, offers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(walletTexts.empty)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The keyboard: Space applies the credit, the arrows choose an offer and go back to none. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('checkbox', { name: 'Apply travel credit' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onApplyCreditChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'No offer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onOfferChange).toHaveBeenLastCalledWith(homesOffer.id);
    await expect(canvas.getByRole('status')).toHaveTextContent(walletTexts.fullyCovered);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onOfferChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Until the traveler step is done the section cannot be used (platform §4). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Apply travel credit' })).toBeDisabled();
    for (const item of canvas.getAllByRole('radio')) await expect(item).toBeDisabled();
  },
};
