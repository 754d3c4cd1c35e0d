import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, within } from 'storybook/test';
import { homeStay } from '../testing/itineraryStoryTrips';
import { HostAndRentalDetailsDialog } from './HostAndRentalDetailsDialog';

const home = homeStay.home!;

const meta = {
  title: 'Components/Trips/Itinerary/HostAndRentalDetailsDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: HostAndRentalDetailsDialog,
  parameters: { layout: 'padded' },
  args: { open: true, home, onClose: fn() },
} satisfies Meta<typeof HostAndRentalDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Hosted by" (platform §2), the host's phone to call, their code, and the rental's details. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Host and rental details');
    await expect(dialog.getByText('Hosted by Maya Chen')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '+1 555 0142' })).toHaveAttribute(
      'href',
      'tel:+15550142',
    );
    const details = dialog.getByRole('region', { name: 'About the rental' });
    await expect(within(details).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A host without a phone or a code of their own: what there is. */
export const HostOnly: Story = {
  args: { home: { host: { name: 'Maya Chen' }, rentalDetails: [] } },
  play: async () => {
    const dialog = await shownDialog('Host and rental details');
    await expect(dialog.queryByRole('link')).toBeNull();
    await expect(dialog.queryByRole('region')).toBeNull();
  },
};
