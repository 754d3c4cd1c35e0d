import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitionsOf } from './testing/definitionsOf';
import * as offerStories from './WalletOffers.stories';
import { offerFor } from './walletScreenFixtures';

const { Default: Offers } = composeStories(offerStories);

describe('WalletOffers', () => {
  it('leaves out a product line with no offer, and keeps the spec order', () => {
    render(<Offers offers={[offerFor('Home'), offerFor('Air')]} />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Flights', 'Homes']);
  });

  it('shows no usage, maximum credit, sale start or banner that the offer does not have', () => {
    const bare = offerFor('Lodging', {
      maxApplicableCredit: undefined,
      saleEventStartOn: undefined,
      shopPageBanner: undefined,
      descriptions: [],
    });
    render(<Offers offers={[bare]} />);
    const offer = screen.getByRole('article', { name: 'Lodging offer' });
    expect(within(offer).queryByRole('list')).toBeNull();
    expect([...offer.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Amount']);
    expect(definitionsOf(offer, 'Amount')).toEqual(['$75.00']);
  });
});
