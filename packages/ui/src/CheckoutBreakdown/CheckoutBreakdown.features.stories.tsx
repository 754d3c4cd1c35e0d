import type { Meta, StoryObj } from '@storybook/react-vite';
import { feeKindNames, feeKinds } from '@wayfare/domain';
import { desktopViewport } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import type { CheckoutBreakdown } from './CheckoutBreakdown';
import defaultMeta from './CheckoutBreakdown.stories';
import {
  everyFeeKindLines,
  everyFeeKindTotal,
  hostDiscount,
  milesTotal,
  paymentLine,
  stayLines,
  usd,
  walletCreditCoveringAll,
} from './storyBreakdown';

const meta = {
  ...defaultMeta,
  title: 'Components/CheckoutBreakdown/Features',
} satisfies Meta<typeof CheckoutBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('term')
    .map((term) => term.textContent);
const details = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('definition')
    .map((detail) => detail.textContent);
const bookButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Confirm and Book' });

/** A line for each fee kind (platform §3 fee kinds). */
export const EveryFeeKind: Story = {
  args: { lines: everyFeeKindLines, tripTotal: everyFeeKindTotal },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual([
      '$289.00 × 3 nights',
      ...feeKinds.map((kind) => feeKindNames[kind]),
      'Trip total',
    ]);
    await expect(details(canvasElement).at(-1)).toBe('$1,075.00');
  },
};

/** A discount is shown as an amount taken off. */
export const WithDiscount: Story = {
  args: { lines: [...stayLines, hostDiscount], tripTotal: usd(1196.41) },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toContain('Host discount');
    await expect(details(canvasElement)).toContain('-$20.00');
  },
};

/** A rewards account is chosen: the total in rewards too, the rewards applied, the amount due. */
export const WithRewards: Story = {
  args: {
    tripTotalRewards: milesTotal,
    lines: [...stayLines, paymentLine('Rewards applied (50,000 miles)', 500)],
    amountDue: usd(716.41),
  },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement).slice(-3)).toEqual([
      'Trip total',
      'Rewards applied (50,000 miles)',
      'Amount due',
    ]);
    await expect(details(canvasElement).slice(-3)).toEqual([
      '$1,216.41 in rewards: 121,641 miles',
      '-$500.00',
      '$716.41',
    ]);
  },
};

/** A cash-back account: its total in rewards is in dollars. */
export const WithCashBackRewards: Story = {
  args: {
    tripTotalRewards: { value: 1216.41, currency: 'USD' },
    lines: [...stayLines, paymentLine('Rewards applied', 1216.41)],
    amountDue: usd(0),
  },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement).slice(-3)).toEqual([
      '$1,216.41 in rewards: $1,216.41',
      '-$1,216.41',
      '$0.00',
    ]);
  },
};

/** Wallet credit covers the whole trip: nothing due, booking allowed (platform §4). */
export const WalletCreditCoversEverything: Story = {
  args: walletCreditCoveringAll,
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement).slice(-2)).toEqual([
      'Travel wallet credit applied',
      'Amount due',
    ]);
    await expect(details(canvasElement).at(-1)).toBe('$0.00');
    await expect(bookButton(canvasElement)).toBeEnabled();
  },
};

/** Wallet credit and an offer together, the rest by rewards. */
export const WalletCreditOfferAndRewards: Story = {
  args: {
    tripTotalRewards: milesTotal,
    lines: [
      ...stayLines,
      paymentLine('Travel wallet credit applied', 200),
      paymentLine('Travel offer applied', 100),
      paymentLine('Rewards applied (91,641 miles)', 916.41),
    ],
    amountDue: usd(0),
  },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement).slice(-5)).toEqual([
      'Trip total',
      'Travel wallet credit applied',
      'Travel offer applied',
      'Rewards applied (91,641 miles)',
      'Amount due',
    ]);
  },
};

/** Booking cannot proceed yet (a step or the quote is missing): Confirm and Book is disabled. */
export const Disabled: Story = {
  args: { canBook: false },
  play: async ({ canvasElement }) => {
    await expect(bookButton(canvasElement)).toBeDisabled();
    await expect(bookButton(canvasElement)).toHaveAccessibleDescription(
      'By selecting Confirm and Book, you agree to the house rules, the cancellation policy and the terms of service (opens in a new tab).',
    );
  },
};

/** The booking was sent: the button shows progress and stays disabled. */
export const BookingInProgress: Story = {
  args: { isBooking: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(bookButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Booking your stay' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Price details' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onConfirmAndBook).not.toHaveBeenCalled();
  },
};

/** The keyboard reaches Confirm and Book and presses it; the terms link follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(bookButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmAndBook).toHaveBeenCalledOnce();
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: /terms of service/ });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', 'https://example.com/terms');
  },
};

/** No earn string (e.g. a non-primary consumer user, platform §6). */
export const WithoutEarnText: Story = {
  args: { earnText: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent("You'll earn");
  },
};

/** The column sticks while the page scrolls. */
export const Sticky: Story = {
  // The breakdown sticks beside the checkout on a desktop only.
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  args: { sticky: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Price details' });
    await expect(getComputedStyle(section).position).toBe('sticky');
  },
};
