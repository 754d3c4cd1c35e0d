import { render, screen, within } from '@testing-library/react';
import { parseListingQuery, type IsoDate, type ListingQuery } from '@wayfare/domain';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { storyListing } from '../storybook/storyListings';
import { PricingBox } from './PricingBox';

type Change = (query: ListingQuery) => ListingQuery;

const today = '2026-11-29' as IsoDate;

describe('PricingBox', () => {
  it('counts two quick taps on "Add an adult" as two, though the address has not redrawn', async () => {
    const listing = storyListing();
    const query = parseListingQuery(
      `?listingId=${listing.listingId.id}&fromDate=2026-12-10&untilDate=2026-12-13&adultsCount=2`,
      { today, tenant: 'consumer' },
    );
    const changes: Change[] = [];
    render(
      <PricingBox
        listing={listing}
        query={query}
        onQueryChange={(change) => changes.push(change)}
        unavailableReason={undefined}
        today={today}
        calendar={[]}
        calendarLoading={false}
        onContinue={fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Guests/ }));
    const popup = await screen.findByRole('dialog', { name: 'Guests' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Add an adult' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Add an adult' }));
    const asked = changes.reduce((at, change) => change(at), query);
    expect(asked).toEqual({ ...query, adultsCount: 4 });
  });
});
