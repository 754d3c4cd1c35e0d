import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './Portal.stories';

const { Home, HomeCorporate, NotFound } = composeStories(stories);

describe('portal pages', () => {
  // The loaders put each story's backend (the fake backend's happy path) in place.
  beforeEach(async () => {
    await Promise.all([Home.load(), HomeCorporate.load(), NotFound.load()]);
  });

  it('home shows the eight product tabs, Hotels first, and switches panels', async () => {
    render(<Home />);
    expect(screen.getAllByRole('tab')).toHaveLength(8);
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toHaveTextContent('Hotels worldwide');
    await userEvent.click(screen.getByRole('tab', { name: 'Experiences' }));
    expect(screen.getByRole('tabpanel', { name: 'Experiences' })).toHaveTextContent(
      'Tours, tickets and activities',
    );
    expect(screen.queryByRole('tabpanel', { name: 'Hotels' })).toBeNull();
  });

  it('arrow keys move between product tabs and Enter chooses one', async () => {
    render(<Home />);
    screen.getByRole('tab', { name: 'Hotels' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Experiences' })).toHaveFocus();
  });

  it('the logo links home and a skip link leads to the page', () => {
    render(<Home />);
    expect(screen.getByRole('link', { name: 'Wayfare home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('the consumer and corporate tenants show their own support line', () => {
    const { unmount } = render(<Home />);
    expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute(
      'href',
      'tel:1-800-555-0134',
    );
    unmount();
    render(<HomeCorporate />);
    expect(screen.getByText('for Business')).toBeInTheDocument();
  });

  it('an unknown path shows the not-found page, whose button goes home', async () => {
    render(<NotFound />);
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where to next?' }),
    ).toBeInTheDocument();
  });
});
