import type { Meta, StoryObj } from '@storybook/react-vite';
import { sharedTexts } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { listingErrorTexts } from './ListingErrorModal';
import { ListingErrorModalOnDemand } from './ListingErrorModalOnDemand';

const meta = {
  title: 'Patterns/Homes/Listing/ListingErrorModal',
  // Its texts are the same on both tenants: pinned, the pass draws it once at each width.
  globals: consumerTenant,
  component: ListingErrorModalOnDemand,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onReturn: fn() },
} satisfies Meta<typeof ListingErrorModalOnDemand>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A listing that could not be opened (the listing's and the checkout's `shop/failure/*` states):
 * the modal's code arrives, then the modal, whose one way out is back to the landing path.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: listingErrorTexts.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(listingErrorTexts.subtitle)).toBeVisible();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(
      within(dialog).getByRole('button', { name: sharedTexts.exploreProperties }),
    );
    await expect(args.onReturn).toHaveBeenCalledOnce();
  },
};
