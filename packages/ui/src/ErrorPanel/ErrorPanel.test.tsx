import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { errorPanelContent, errorPanelIcons } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './ErrorPanel.features.stories';

const { Default, PriceIncrease, UnavailableOccupancy, Fraud } = composeStories(stories);

describe('ErrorPanel', () => {
  it('reports the action of each button', async () => {
    const onAction = fn();
    render(<Default onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Another Property' }));
    expect(onAction.mock.calls).toEqual([['search-again'], ['choose-another-property']]);
  });

  it('is a region named by its title and described by its subtitle', () => {
    render(<UnavailableOccupancy />);
    const region = screen.getByRole('region', { name: 'Guest limit exceeded.' });
    expect(region).toHaveAccessibleDescription('Reduce the number of guests to continue.');
    expect(screen.getByRole('button', { name: 'Change Guests' })).toBeInTheDocument();
  });

  it('shows one button when the panel offers one', () => {
    render(<Fraud />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('exposes its kind for styles and tests', () => {
    render(<PriceIncrease />);
    expect(screen.getByRole('region')).toHaveAttribute('data-kind', 'price-increase');
  });

  it('moves focus to its title when asked, so the failure is announced', () => {
    render(<Default focusTitleOnMount />);
    expect(screen.getByRole('heading', { name: 'Uh oh! Something went wrong' })).toHaveFocus();
  });

  it('leaves focus alone by default', () => {
    render(<Default />);
    expect(document.body).toHaveFocus();
  });

  it.each(errorPanelIcons)('draws the %s icon', (icon) => {
    const content = { ...errorPanelContent({ kind: 'default' }), icon };
    render(<Default content={content} />);
    expect(screen.getByRole('region').querySelector('svg')).not.toBeNull();
  });

  it('puts its title at the heading level it is given', () => {
    render(<Default headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Uh oh! Something went wrong',
    );
  });
});
