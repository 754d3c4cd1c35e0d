import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { connectingFlight, nonStopFlight } from '../testing/storyFlights';
import { FarePicker } from './FarePicker';

const meta = {
  title: 'Components/Flights/FarePicker',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FarePicker,
  parameters: { layout: 'padded' },
  args: {
    flightLabel: '8:05 AM – 10:40 AM',
    fares: nonStopFlight.fares,
    passengerCount: 2,
    onSelect: fn(),
  },
} satisfies Meta<typeof FarePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fareCard = (canvasElement: HTMLElement, brand: string) =>
  within(within(canvasElement).getByRole('region', { name: brand }));

/**
 * Three shelves of one flight (products §3): basic without bags or changes, standard with bag
 * charges ('Bag N at $amount currency', products §9) and fees, enhanced free to change with a
 * full travel credit; each priced for an adult and for everyone.
 */
export const Shelves: Story = {
  play: async ({ canvasElement, args }) => {
    const basic = fareCard(canvasElement, 'Economy Basic');
    await expect(basic.getByText('Basic')).toBeVisible();
    await expect(basic.getByText('Basic economy')).toBeVisible();
    await expect(basic.getByText('Checked bags not allowed')).toBeVisible();
    await expect(basic.getByText('not allowed')).toBeVisible();
    await expect(basic.getByText('non-refundable')).toBeVisible();
    await expect(basic.getByText('Seats: Assigned at check-in')).toBeVisible();
    const standard = fareCard(canvasElement, 'Economy Standard');
    await expect(standard.getByText('No checked bag included')).toBeVisible();
    await expect(standard.getByText('Bag 1 at $35.00 USD')).toBeVisible();
    await expect(standard.getByText('Bag 2 at $50.00 USD')).toBeVisible();
    await expect(standard.getByText('for a fee (100.00 USD)')).toBeVisible();
    await expect(standard.getByText('Partial travel credit if you cancel')).toBeVisible();
    await expect(standard.getByText('$453')).toBeVisible();
    await expect(standard.getByText('$905 for 2 passengers')).toBeVisible();
    const flex = fareCard(canvasElement, 'Economy Flex');
    await expect(flex.getByText('1 checked bag included')).toBeVisible();
    await expect(flex.getAllByText('free')).toHaveLength(2);
    await expect(flex.getByText('Full travel credit if you cancel')).toBeVisible();
    await userEvent.click(flex.getByRole('button', { name: 'Select Economy Flex, $611' }));
    await expect(args.onSelect).toHaveBeenCalledWith(nonStopFlight.fares[2]);
  },
};

/** A fare whose airline manages changes and cancellations: the fare says so rather than guess. */
export const PenaltiesByAirline: Story = {
  args: { fares: connectingFlight.fares },
  play: async ({ canvasElement }) => {
    const economy = fareCard(canvasElement, 'Economy');
    await expect(economy.getAllByText('Set by the airline')).toHaveLength(2);
    await expect(economy.getByText('Bag rules not available: ask the airline')).toBeVisible();
    await expect(economy.getByText('$688 for 2 passengers')).toBeVisible();
  },
};
