import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as heartStories from './SaveToWishlistButton.stories';
import * as chooserStories from './WishlistChooser.stories';
import * as nameDialogStories from './WishlistNameDialog.stories';
import * as savedHomeStories from './SavedHomeCard.stories';
import { deleteWishlistText, homeCountText } from './wishlistTexts';

const { NotSaved } = composeStories(heartStories);
const { Create: CreateWishlist } = composeStories(nameDialogStories);
const { CreateAWishlist } = composeStories(chooserStories);
const { Default: SavedHome, NotPriced } = composeStories(savedHomeStories);

describe('wishlist texts', () => {
  it.each([
    [0, 'No homes yet'],
    [1, '1 home'],
    [3, '3 homes'],
  ])('%i homes: %s', (count, text) => {
    expect(homeCountText(count)).toBe(text);
  });

  it('says what a deletion takes with it', () => {
    expect(deleteWishlistText('Ski', 0)).toBe('“Ski” will be deleted.');
    expect(deleteWishlistText('Ski', 1)).toBe('“Ski” and the 1 home saved in it will be deleted.');
  });
});

describe('SaveToWishlistButton', () => {
  it('names what a press does, and flips', async () => {
    const user = userEvent.setup();
    render(<NotSaved />);
    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'data-saved',
      'true',
    );
  });
});

describe('SavedHomeCard', () => {
  it('is a group named by the home: its link, and a heart that removes it', async () => {
    const user = userEvent.setup();
    render(<SavedHome />);
    const card = screen.getByRole('group', { name: 'Tofino Surf Estate' });
    expect(within(card).getByRole('link', { name: 'Tofino Surf Estate' })).toHaveAttribute(
      'href',
      '/vacation-rentals/shop/?listingId=listing-beach-house',
    );
    await user.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    expect(SavedHome.args.onRemove).toHaveBeenCalledTimes(1);
  });

  it('without a price, says the home is not available for the next dates', () => {
    render(<NotPriced />);
    expect(screen.getByText('Not available for the next dates')).toBeInTheDocument();
  });
});

// wishlistNameLimit of @wayfare/domain: said as soon as it is typed; nothing is created.
describe('a wishlist name over its limit', () => {
  it('is said in the name dialog, kept, and not created', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<CreateWishlist onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const name = await screen.findByRole('textbox', { name: 'Wishlist name' });
    await user.type(name, 'W'.repeat(51));
    expect(name).toHaveAccessibleDescription('Enter at most 50 characters.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveValue('W'.repeat(51));
  });

  it('is said in the chooser, kept, and not created', async () => {
    const user = userEvent.setup();
    const onCreate = fn();
    render(<CreateAWishlist onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Save this home' }));
    const name = await screen.findByRole('textbox', { name: 'New wishlist' });
    await user.click(name);
    await user.paste('W'.repeat(10_000));
    expect(name).toHaveAccessibleDescription('Enter at most 50 characters.');
    await user.click(screen.getByRole('button', { name: 'Create and save' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(name).toHaveValue('W'.repeat(10_000));
  });
});
