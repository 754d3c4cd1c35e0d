import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  DeleteWishlistDialog,
  type DeleteWishlistDialogProps,
  type WishlistToDelete,
} from './DeleteWishlistDialog';

const skiWeekends: WishlistToDelete = { id: 'w-ski', name: 'Ski weekends', homeCount: 2 };

/** The dialog as a page uses it: Delete opens it; a choice closes it and focus returns. */
function DeleteOnPage(props: DeleteWishlistDialogProps) {
  const [wishlist, setWishlist] = useState<WishlistToDelete>();
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outlined" onClick={() => setWishlist(props.wishlist)}>
        Delete wishlist
      </Button>
      <DeleteWishlistDialog
        {...props}
        wishlist={wishlist}
        onConfirm={(id) => {
          props.onConfirm(id);
          setWishlist(undefined);
        }}
        onCancel={() => {
          props.onCancel();
          setWishlist(undefined);
        }}
        onExited={() => opener.current?.focus()}
      />
    </>
  );
}

const meta = {
  title: 'Components/Wishlists/DeleteWishlistDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: DeleteWishlistDialog,
  parameters: { layout: 'padded' },
  args: { wishlist: skiWeekends, onConfirm: fn(), onCancel: fn() },
  render: (args) => <DeleteOnPage {...args} />,
} satisfies Meta<typeof DeleteWishlistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete wishlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete “Ski weekends”?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const closed = async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Delete wishlist' })).toHaveFocus(),
  );
};

/** Says what goes with it; Delete confirms. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleDescription(
      '“Ski weekends” and the 2 homes saved in it will be deleted.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('w-ski');
    await closed();
  },
};

/** Cancel with the keyboard: nothing is deleted. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await open();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await closed();
  },
};
