import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TripReceipt } from '@wayfare/domain';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { cancunPackage, homeStay, hotelStay } from '../testing/itineraryStoryTrips';
import { ItemizedReceiptDialog } from './ItemizedReceiptDialog';

const receiptOf = (receipt: TripReceipt | undefined): TripReceipt => {
  if (receipt === undefined) throw new Error('The story trip has no receipt.');
  return receipt;
};

const meta = {
  title: 'Components/Trips/Itinerary/ItemizedReceiptDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ItemizedReceiptDialog,
  parameters: { layout: 'padded' },
  args: { open: true, receipt: receiptOf(hotelStay.receipt), onClose: fn() },
} satisfies Meta<typeof ItemizedReceiptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hotel's receipt: each line by row with its amount, the total, and what paid for it. */
export const Hotel: Story = {
  play: async () => {
    const dialog = await shownDialog('Itemized receipt');
    await expect(dialog.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ItemAmount',
      '3 nights$747.00',
      'Taxes and fees$134.46',
      'Resort fee$45.00',
      'Total$926.46',
    ]);
    await expect(definitionsOf(document.body, 'Paid with')).toEqual(['Visa ending in 1111']);
  },
};

/** A home's receipt. */
export const Home: Story = {
  args: { receipt: receiptOf(homeStay.receipt) },
  play: async () => {
    const dialog = await shownDialog('Itemized receipt');
    await expect(dialog.getByRole('row', { name: 'Total $1,240.00' })).toBeVisible();
  },
};

/** A package's receipt. */
export const Package: Story = {
  args: { receipt: receiptOf(cancunPackage.receipt) },
  play: async () => {
    const dialog = await shownDialog('Itemized receipt');
    await expect(dialog.getByRole('row', { name: 'Total $1,890.00' })).toBeVisible();
  },
};
