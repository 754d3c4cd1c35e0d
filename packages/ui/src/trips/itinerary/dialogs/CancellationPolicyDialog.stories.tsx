import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { experience, homeStay } from '../testing/itineraryStoryTrips';
import { CancellationPolicyDialog } from './CancellationPolicyDialog';

const meta = {
  title: 'Components/Trips/Itinerary/CancellationPolicyDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CancellationPolicyDialog,
  parameters: { layout: 'padded' },
  args: { open: true, policy: experience.experience!.cancellationPolicy, onClose: fn() },
} satisfies Meta<typeof CancellationPolicyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An experience's policy. */
export const Experience: Story = {
  play: async () => {
    const dialog = await shownDialog('Cancellation policy');
    await expect(
      dialog.getByText('Free cancellation up to 24 hours before the start.'),
    ).toBeVisible();
  },
};

/** A home's policy of two lines, each on its own line. */
export const Home: Story = {
  args: { policy: homeStay.home!.cancellationPolicy },
  play: async () => {
    const dialog = await shownDialog('Cancellation policy');
    await expect(dialog.getByText(/^Full refund until 14 days before check-in\./)).toBeVisible();
  },
};
