import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { VirtualInterlineDialog } from './VirtualInterlineDialog';

const meta = {
  title: 'Components/Trips/Itinerary/VirtualInterlineDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: VirtualInterlineDialog,
  parameters: { layout: 'padded' },
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof VirtualInterlineDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What separate tickets of airlines that do not partner mean for the traveller. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Separate tickets');
    await expect(dialog.getByText(/airlines that do not partner with each other/)).toBeVisible();
  },
};
