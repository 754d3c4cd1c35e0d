import type { Meta, StoryObj } from '@storybook/react-vite';
import { flightAddOnOffersFor, flightAddOnTexts } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { flightCheckoutAddOn } from '../flights/flightCheckoutAddOn';
import { CheckoutAddOns } from './CheckoutAddOns';

/** A connecting round trip for two, a month out: every flight add-on is offered. */
const offers = flightAddOnOffersFor({
  now: new Date('2026-07-10T12:00:00Z'),
  firstDeparture: new Date('2026-08-10T08:00:00Z'),
  hasConnection: true,
  isMultiCarrierConnecting: false,
  fares: { value: 684.4, currencyCode: 'USD', currencySymbol: '$' },
  passengerCount: 2,
});

const meta = {
  title: 'Components/CheckoutAddOns',
  globals: consumerTenant,
  component: CheckoutAddOns,
  parameters: { layout: 'padded' },
  args: {
    heading: flightAddOnTexts.heading,
    intro: flightAddOnTexts.intro,
    addOns: offers.map(flightCheckoutAddOn),
    chosen: [],
    onChange: fn(),
  },
} satisfies Meta<typeof CheckoutAddOns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every add-on offered, none taken: each box named by what it adds and for how much. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Protect your trip' }),
    ).toBeVisible();
    const cfar = canvas.getByRole('checkbox', { name: 'Add Cancel for any reason for $102.66' });
    await expect(cfar).toHaveAccessibleDescription(
      "Cancel up to 3 hours before your first flight and get 80% of your trip's price back, whatever the reason. Final once used. Over 60,000 travelers added the service.",
    );
    await expect(canvas.getByText('$48.00 ($24.00 per passenger)')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Add Missed connection protection for $41.06' }),
    ).toHaveAccessibleDescription(
      'Miss a connection and we rebook you or pay you back, up to US$5,000.00 per passenger.',
    );
    await userEvent.click(cfar);
    await expect(args.onChange).toHaveBeenCalledWith('cfar', true);
  },
};

/** Cancel for any reason taken: its box ticked, its card outlined. */
export const Chosen: Story = {
  args: { chosen: ['cfar'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: /^Add Cancel for any reason/ }),
    ).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Add Flight delay/ })).not.toBeChecked();
  },
};

/** The trip priced again after a box was ticked: the boxes wait, the section says why. */
export const Updating: Story = {
  args: { chosen: ['delay'], updatingText: flightAddOnTexts.updating },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Updating your price…')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Updating your price…' })).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};
