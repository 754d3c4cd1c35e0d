import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import * as stories from './ListingCard.features.stories';

const { Mobile, WithRewards, NoReviews, LongName } = composeStories(stories);

/** What a router's link adapter does: takes `href`, renders its own anchor. */
function RouterLink({ href, children, ...props }: ComponentProps<'a'>) {
  return (
    <a href={href} data-router-link {...props}>
      {children}
    </a>
  );
}

describe('ListingCard', () => {
  it('is one link to the listing, named by the listing', () => {
    render(<Mobile />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Lakeside Cabin with Dock');
    expect(links[0]).toHaveAttribute('href', '/vacation-rentals/shop/?listingId=lakeside-cabin');
  });

  it('renders the link with the component it is given', () => {
    render(<Mobile LinkComponent={RouterLink} href="/vacation-rentals/shop/?listingId=x" />);
    const link = screen.getByRole('link', { name: 'Lakeside Cabin with Dock' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/vacation-rentals/shop/?listingId=x');
  });

  it('adds the rewards of the chosen account to the price line', () => {
    render(<WithRewards />);
    expect(screen.getByText('$289.00 / night · or 28,900 miles')).toBeInTheDocument();
  });

  it('shows cash only when the price has no rewards for the chosen account', () => {
    render(<WithRewards rewardsAccountReferenceId="cash-back" />);
    expect(screen.getByText('$289.00 / night')).toBeInTheDocument();
  });

  it('hides a photo that fails to load and reports its url', () => {
    const onImageError = fn();
    const { container } = render(<Mobile onImageError={onImageError} />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(onImageError).toHaveBeenCalledExactlyOnceWith(image?.getAttribute('src'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('leaves the score out when there are no reviews', () => {
    render(<NoReviews />);
    expect(screen.queryByText(/Review score/)).toBeNull();
  });

  it('keeps the whole of a long name in the link', () => {
    render(<LongName />);
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Sunlit Victorian Farmhouse with Wraparound Porch, Orchard Views and a Wood-Fired Hot Tub by the Creek',
    );
  });
});
