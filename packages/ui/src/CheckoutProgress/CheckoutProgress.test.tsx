import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './CheckoutProgress.features.stories';
import { spokenText } from './spokenText';

const { TravelerChosen, PaymentInProgress, AllComplete, Corporate, CorporateAllComplete } =
  composeStories(stories);

const steps = () =>
  within(screen.getByRole('group', { name: 'Checkout progress' })).getAllByRole('listitem');

describe('CheckoutProgress', () => {
  it('says each step and its state, in order', () => {
    render(<TravelerChosen />);
    expect(steps().map(spokenText)).toEqual([
      'Add Travelers, completed',
      'Contact Information, not started',
      'Rewards & payment, not started',
    ]);
  });

  it('marks the step in progress as the current step', () => {
    render(<PaymentInProgress />);
    const current = steps().filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current.map((step) => step.dataset.state)).toEqual(['in-progress']);
    expect(current[0]).toHaveTextContent('Rewards & payment');
  });

  it('exposes each state for styles and tests', () => {
    render(<AllComplete />);
    expect(steps().map((step) => step.dataset.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
  });

  it('shows a stepper on consumer and a progress bar on corporate', () => {
    const { unmount } = render(<AllComplete />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    render(<Corporate />);
    expect(screen.getByRole('progressbar', { name: '1 of 3 steps complete' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 steps complete',
    );
    expect(steps()[2]).toHaveTextContent('Payment, not started');
  });

  it('fills the corporate bar when every step is done', () => {
    render(<CorporateAllComplete />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('3 of 3 steps complete')).toBeVisible();
  });

  it('takes the tenant as a prop over the theme', () => {
    render(<AllComplete tenant="corporate" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
