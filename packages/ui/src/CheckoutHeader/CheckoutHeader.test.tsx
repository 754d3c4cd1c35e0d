import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './CheckoutHeader.features.stories';

const { Desktop, DesktopTravelApp, Mobile, MobileDefaultTitle, MobileTravelApp } =
  composeStories(stories);

describe('CheckoutHeader', () => {
  it('shows the page title, sub-header and review header on desktop', () => {
    render(<Desktop />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm and Book' })).toBeInTheDocument();
    expect(screen.getByText('Enter all required details')).toBeInTheDocument();
    expect(screen.getByText('Review your trip before you confirm and book')).toBeInTheDocument();
  });

  it('goes back to results, with the keyboard', async () => {
    const onBack = fn();
    render(<Desktop onBack={onBack} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('hides the back control in travel-app mode', () => {
    const { unmount } = render(<DesktopTravelApp />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<MobileTravelApp />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
  });

  it('shows a go-back bar with the step title on mobile', async () => {
    const onBack = fn();
    render(<Mobile onBack={onBack} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Traveler information' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Back to results')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('titles the mobile bar "Confirm and Book" by default', () => {
    render(<MobileDefaultTitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm and Book' })).toBeInTheDocument();
  });
});
