import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyWishlists } from './storyWishlists';
import { WishlistChooser, type WishlistChooserProps } from './WishlistChooser';

/** The chooser as a page uses it: a button opens it; a choice or Cancel closes it, focus returns. */
function ChooserOnPage(props: WishlistChooserProps) {
  const [open, setOpen] = useState(props.open);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outlined" onClick={() => setOpen(true)}>
        Save this home
      </Button>
      <WishlistChooser
        {...props}
        open={open}
        onChoose={(id) => {
          props.onChoose(id);
          setOpen(false);
        }}
        onCreate={(name) => {
          props.onCreate(name);
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
        onExited={() => opener.current?.focus()}
      />
    </>
  );
}

const meta = {
  title: 'Components/Wishlists/WishlistChooser',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: WishlistChooser,
  parameters: { layout: 'padded' },
  args: {
    open: false,
    listingName: 'Lakeside Cabin',
    wishlists: storyWishlists,
    onChoose: fn(),
    onCreate: fn(),
    onCancel: fn(),
  },
  render: (args) => <ChooserOnPage {...args} />,
} satisfies Meta<typeof WishlistChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChooser = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Save this home' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save to a wishlist' });
  await waitFor(() => expect(dialog).toBeVisible());
  // Opened: its first control has the focus.
  await waitFor(() =>
    expect(
      document.activeElement?.matches('[role="dialog"] :is(input, button, [role="button"])'),
    ).toBe(true),
  );
  return dialog;
};

const closed = async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save this home' })).toHaveFocus());
};

/** Each wishlist is a choice; the keyboard starts on the first, arrows are not needed: Tab moves. */
export const ChooseAWishlist: Story = {
  play: async ({ args }) => {
    const dialog = await openChooser();
    await expect(dialog).toHaveAccessibleDescription('Choose where to save Lakeside Cabin.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Summer by the water/ })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('w-ski');
    await closed();
  },
};

/** A new wishlist by name: a blank one is refused, a named one is created. */
export const CreateAWishlist: Story = {
  play: async ({ args }) => {
    await openChooser();
    await userEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    await expect(await screen.findByText('Enter a name for the wishlist.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'New wishlist' }), 'Lake weekends');
    await userEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Lake weekends');
    await closed();
  },
};

/** No wishlist yet: only the form, focused; Escape cancels. */
export const NoWishlistsYet: Story = {
  args: { wishlists: [] },
  play: async ({ args }) => {
    await openChooser();
    await expect(screen.queryByRole('list', { name: 'Your wishlists' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'New wishlist' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await closed();
  },
};

/**
 * A new wishlist's name of 51 characters (wishlistNameLimit): it says the limit as it is typed,
 * "Create and save" keeps the chooser open with the name as typed.
 */
export const TooLong: Story = {
  play: async ({ args }) => {
    await openChooser();
    const name = screen.getByRole('textbox', { name: 'New wishlist' });
    await userEvent.click(name);
    await userEvent.paste('W'.repeat(51));
    await expect(name).toHaveAccessibleDescription('Enter at most 50 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(name).toHaveValue('W'.repeat(51));
  },
};
