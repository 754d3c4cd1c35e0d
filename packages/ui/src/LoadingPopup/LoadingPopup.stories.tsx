import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingMessages } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { LoadingPopup } from './LoadingPopup';

const meta = {
  title: 'Components/LoadingPopup',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: LoadingPopup,
  args: { open: true, message: loadingMessages.quote },
  argTypes: { message: { control: 'radio', options: Object.values(loadingMessages) } },
} satisfies Meta<typeof LoadingPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const isOpenWith =
  (message: string): Story['play'] =>
  async () => {
    // The dialog renders in a portal, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: message });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('progressbar', { name: message })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: message })).toBeVisible();
  };

/** While a quote is requested after the traveller is saved. */
export const SavingTravelers: Story = { play: isOpenWith(loadingMessages.quote) };

/** While the booking is fulfilled. */
export const BookingYourStay: Story = {
  args: { message: loadingMessages.fulfil },
  play: isOpenWith(loadingMessages.fulfil),
};
