import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { mockServer } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import * as stories from './FlightShopPage.stories';
import { flightShopTexts } from './flightShopTexts';

const { play } = mockServer();

const { RoundTrip, FiltersAndSort, Empty, IncompleteSearch, MultiTicketVirtualInterline } =
  composeStories(stories);

describe('FlightShopPage', () => {
  it('lists the outbound flights, then the return ones once a fare is chosen', async () => {
    await RoundTrip.run();
    expect(screen.getByRole('region', { name: flightShopTexts.chosenLabel })).toBeInTheDocument();
  });

  it('sorts by price and keeps the non-stop flights, the count saying how many of all', async () => {
    await FiltersAndSort.run();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price');
    // The count alone is announced when a filter changes it, not every card of the list.
    const count = screen.getByRole('heading', { level: 2, name: /^\d+ of \d+ flights$/ });
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveAttribute('aria-atomic', 'true');
    const list = screen.getByRole('list', { name: flightShopTexts.listLabel });
    expect(list.closest('[aria-live]')).toBeNull();
  });

  it('says when no flight flies the trip, and when the address names no trip', async () => {
    play('flights/empty');
    await Empty.run();
    document.body.replaceChildren();
    await IncompleteSearch.run();
  });

  it('shows a self-transfer layover in the flight details', async () => {
    play('flights/multi-ticket-virtual-interline');
    await MultiTicketVirtualInterline.run();
    expect(within(screen.getByRole('dialog')).getByRole('heading', { level: 3 })).toBeVisible();
  });
});
