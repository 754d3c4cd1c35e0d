import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { tripListTabs } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './TripListTabsBar.stories';
import { tripListPanelId } from './tripListPanelId';

const { Default } = composeStories(stories);

describe('TripListTabsBar', () => {
  it('moves between the tabs with the arrow keys, choosing each, and wraps at the ends', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming trips' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Frozen prices' })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['watched'], ['frozen-prices']]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('watched');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Trips with offers' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('with-offers');
  });

  it('names the panel of the chosen tab only, and shows that panel', async () => {
    render(<Default value="watched" />);
    const controls = screen
      .getAllByRole('tab')
      .map((tab) => [tab.textContent, tab.getAttribute('aria-controls')]);
    expect(controls).toEqual(
      tripListTabs.map((tab) => [tab.label, tab.id === 'watched' ? tripListPanelId(tab.id) : null]),
    );
    expect(screen.getByRole('tabpanel', { name: 'Watched trips' })).toHaveAttribute(
      'id',
      tripListPanelId('watched'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Past trips' }));
    expect(screen.getByRole('tab', { name: 'Past trips' })).toHaveAttribute(
      'aria-controls',
      tripListPanelId('past'),
    );
    expect(screen.getByRole('tabpanel', { name: 'Past trips' })).toBeInTheDocument();
  });

  it('is one stop of the Tab key: from the chosen tab, Tab goes on to its panel', async () => {
    render(<Default value="past" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Past trips' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Past trips' })).toHaveFocus();
  });
});
