import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveToWishlistButton, type SaveToWishlistButtonProps } from './SaveToWishlistButton';

/** The heart as a page keeps it: each press flips it. */
function Toggling(props: SaveToWishlistButtonProps) {
  const [saved, setSaved] = useState(props.saved);
  return (
    <SaveToWishlistButton
      {...props}
      saved={saved}
      onClick={() => {
        props.onClick();
        setSaved(!saved);
      }}
    />
  );
}

const meta = {
  title: 'Components/Wishlists/SaveToWishlistButton',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: SaveToWishlistButton,
  parameters: { layout: 'padded' },
  args: { saved: false, onClick: fn() },
  render: (args) => <Toggling {...args} />,
} satisfies Meta<typeof SaveToWishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: "Save to wishlist"; a press (mouse or keyboard) saves, and its name flips. */
export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Save to wishlist' });
    await expect(heart).toHaveAttribute('data-saved', 'false');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Remove from wishlist' })).toHaveFocus();
  },
};

/** Saved: a filled heart named "Remove from wishlist". */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from wishlist' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();
  },
};

/** A save under way: the heart waits. */
export const Busy: Story = {
  args: { saved: false, busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save to wishlist' }),
    ).toBeDisabled();
  },
};
