import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

interface SavedSearch {
  readonly id: string;
  readonly name: string;
}

const lakeWeekend: SavedSearch = { id: 's-lake', name: 'Lake weekend' };

const meta = {
  title: 'Components/ConfirmDeleteDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ConfirmDeleteDialog<SavedSearch>,
  parameters: { layout: 'padded' },
  args: {
    item: lakeWeekend,
    title: ({ name }: SavedSearch) => `Delete “${name}”?`,
    text: ({ name }: SavedSearch) => `“${name}” will be deleted.`,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDeleteDialog<SavedSearch>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Delete “Lake weekend”?' });

/** The question and what it does; Delete confirms with the item asked about. */
export const Open: Story = {
  play: async ({ args }) => {
    await expect(await dialog()).toHaveAccessibleDescription('“Lake weekend” will be deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(lakeWeekend);
  },
};

/** Escape cancels. */
export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await waitFor(async () => expect(await dialog()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the deletion is under way nothing can be pressed twice, and Escape does not cancel it. */
export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ args }) => {
    await waitFor(async () => expect(await dialog()).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
