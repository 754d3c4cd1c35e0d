import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, desktopViewport, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { PriceBreakdownDropdown } from './PriceBreakdownDropdown';
import { milesTotal, stayLines, stayTotal, walletCreditCoveringAll } from './storyBreakdown';

const meta = {
  title: 'Components/PriceBreakdownDropdown',
  // A phone's price summary on the consumer tenant: pinned, the toolbar shows them as set.
  globals: { ...consumerTenant, ...mobileViewport },
  component: PriceBreakdownDropdown,
  parameters: { layout: 'padded' },
  args: { lines: stayLines, tripTotal: stayTotal, tripTotalRewards: milesTotal },
} satisfies Meta<typeof PriceBreakdownDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Trip total/ });

/** Closed: the trip total in cash and rewards; the keyboard opens it to the lines and closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(toggle(canvasElement)).toHaveAccessibleName(
      'Trip total $1,216.41 in rewards: 121,641 miles',
    );
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    toggle(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: /Trip total/ });
    await expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['$289.00 × 3 nights', 'Cleaning fee', 'Service fee', 'Occupancy tax', 'Trip total']);
    await userEvent.keyboard(' ');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Any lines and totals. */
export const Playground: Story = {};

/** No rewards account chosen: the total in cash only. */
export const CashOnly: Story = {
  args: { tripTotalRewards: undefined },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveAccessibleName('Trip total $1,216.41');
  },
};

/** Open, with wallet credit covering the whole trip. */
export const WalletCreditCoversEverything: Story = {
  args: { defaultExpanded: true, ...walletCreditCoveringAll },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Trip total/ });
    await expect(region).toHaveTextContent('Travel wallet credit applied-$1,216.41');
    await expect(region).toHaveTextContent('Amount due$0.00');
  },
};

export const Desktop: Story = {
  globals: desktopViewport,
  play: CashOnly.play,
  args: { tripTotalRewards: undefined },
};
