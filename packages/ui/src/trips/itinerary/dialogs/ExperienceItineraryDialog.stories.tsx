import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, within } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { experience } from '../testing/itineraryStoryTrips';
import { ExperienceItineraryDialog } from './ExperienceItineraryDialog';

const meta = {
  title: 'Components/Trips/Itinerary/ExperienceItineraryDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ExperienceItineraryDialog,
  parameters: { layout: 'padded' },
  args: { open: true, experience: experience.experience!, onClose: fn() },
} satisfies Meta<typeof ExperienceItineraryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** When and where it starts, how long it lasts, then its steps in order. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Experience itinerary');
    await expect(definitionsOf(document.body, 'Starts')[0]).toMatch(/^Sun, Jul 12, 9:00\sAM$/);
    await expect(definitionsOf(document.body, 'Duration')).toEqual(['2 h 30 min']);
    const steps = dialog.getByRole('region', { name: 'What you will do' });
    await expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(/^The cruise/);
  },
};
