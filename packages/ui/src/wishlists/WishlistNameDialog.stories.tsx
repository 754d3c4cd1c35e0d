import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { WishlistNameDialog, type WishlistNameDialogProps } from './WishlistNameDialog';

/** The dialog as a page uses it: a button opens it; Save or Cancel closes it, focus returns. */
function NameDialogOnPage(props: WishlistNameDialogProps) {
  const [mode, setMode] = useState<WishlistNameDialogProps['mode']>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outlined" onClick={() => setMode(props.mode)}>
        Open
      </Button>
      <WishlistNameDialog
        {...props}
        mode={mode}
        onSubmit={(name) => {
          props.onSubmit(name);
          setMode(undefined);
        }}
        onCancel={() => {
          props.onCancel();
          setMode(undefined);
        }}
        onExited={() => opener.current?.focus()}
      />
    </>
  );
}

const meta = {
  title: 'Components/Wishlists/WishlistNameDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: WishlistNameDialog,
  parameters: { layout: 'padded' },
  args: { mode: 'create', onSubmit: fn(), onCancel: fn() },
  render: (args) => <NameDialogOnPage {...args} />,
} satisfies Meta<typeof WishlistNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (title: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const closed = async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
};

/** Create: the name is required (Enter on a blank name shows why); Create saves it trimmed. */
export const Create: Story = {
  play: async ({ args }) => {
    await open('Create a wishlist');
    const name = screen.getByRole('textbox', { name: 'Wishlist name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Enter a name for the wishlist.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, '  City breaks  ');
    // Enter submits too (the page's stories press it); a click here, as the dialog closes at once.
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('City breaks');
    await closed();
  },
};

/** Rename: the current name to start from; Escape cancels. */
export const Rename: Story = {
  args: { mode: 'rename', initialName: 'Ski weekends' },
  play: async ({ args }) => {
    await open('Rename wishlist');
    await expect(screen.getByRole('textbox', { name: 'Wishlist name' })).toHaveValue(
      'Ski weekends',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await closed();
  },
};

/**
 * A name of 51 characters (wishlistNameLimit): it says the limit as it is typed, Create keeps
 * the dialog open with the name as typed.
 */
export const TooLong: Story = {
  play: async ({ args }) => {
    await open('Create a wishlist');
    const name = screen.getByRole('textbox', { name: 'Wishlist name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.paste('W'.repeat(51));
    await expect(name).toHaveAccessibleDescription('Enter at most 50 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveValue('W'.repeat(51));
  },
};
