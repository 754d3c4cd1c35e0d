import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitionsOf } from './testing/definitionsOf';
import * as stories from './WalletCredits.stories';

const { Default: Credits } = composeStories(stories);

describe('WalletCredits', () => {
  it('shows no state for a credit that carries none, and no breakdown when it is empty', () => {
    render(<Credits credit={{ amount: { amount: 12.5, currency: 'CAD' } }} creditBreakdown={[]} />);
    const credits = screen.getByRole('region', { name: 'Travel credits' });
    expect([...credits.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Credit amount',
    ]);
    expect(definitionsOf(credits, 'Credit amount')).toEqual(['CA$12.50']);
    expect(within(credits).queryByRole('list')).toBeNull();
  });
});
