import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Price } from '@wayfare/domain';
import { fn } from 'storybook/test';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ListingCard } from './ListingCard';
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

/** Counts its renders: the card renders its link on each render of its own, and only then. */
const linkRenders: string[] = [];
function CountingLink({ href, children, ...props }: ComponentProps<'a'>) {
  linkRenders.push(String(href));
  return (
    <a href={href} {...props}>
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

  it('renders again only when its props change: a longer list leaves the earlier cards alone', () => {
    const usd = (value: number): Price => ({
      fiat: { value, currencyCode: 'USD', currencySymbol: '$' },
    });
    const homes = Array.from({ length: 12 }, (_, index) => ({
      name: `Home ${index}`,
      href: `/vacation-rentals/shop/?listingId=home-${index}`,
      nightly: usd(100 + index),
      total: usd(300 + index),
    }));
    const onImageError = fn();
    const list = (count: number, selected?: string) => (
      <ul>
        {homes.slice(0, count).map((home) => (
          <li key={home.href}>
            <ListingCard
              {...home}
              LinkComponent={CountingLink}
              onImageError={onImageError}
              selected={home.name === selected}
            />
          </li>
        ))}
      </ul>
    );
    linkRenders.length = 0;
    const { rerender } = render(list(10));
    expect(linkRenders).toHaveLength(10);

    linkRenders.length = 0;
    rerender(list(12));
    expect(linkRenders).toEqual([homes[10]?.href, homes[11]?.href]);

    linkRenders.length = 0;
    rerender(list(12, 'Home 3'));
    expect(linkRenders).toEqual([homes[3]?.href]);
  });
});
