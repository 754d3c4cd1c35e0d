import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { walletTexts } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './WalletPicker.features.stories';

const { CreditAndOffer, Partial, None, Keyboard } = composeStories(stories);

describe('WalletPicker', { timeout: 20_000 }, () => {
  it('applies the credit and chooses an offer with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onApplyCreditChange = fn();
    const onOfferChange = fn();
    render(<Keyboard onApplyCreditChange={onApplyCreditChange} onOfferChange={onOfferChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Apply travel credit' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onApplyCreditChange).toHaveBeenLastCalledWith(true);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(onOfferChange).toHaveBeenLastCalledWith('offer-homes-250');
    await user.keyboard('{ArrowDown}');
    expect(onOfferChange).toHaveBeenLastCalledWith('offer-homes-50');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Applied: $50.00 offer and $200.29 travel credit. $172.90 left to pay.',
    );
  });

  it('says when the wallet covers the total', async () => {
    const user = userEvent.setup({ delay: null });
    const onApplyCreditChange = fn();
    render(<CreditAndOffer onApplyCreditChange={onApplyCreditChange} />);
    expect(screen.getByRole('status')).toHaveTextContent(walletTexts.fullyCovered);
    await user.click(screen.getByRole('checkbox', { name: 'Apply travel credit' }));
    expect(onApplyCreditChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Applied: $250.00 offer. $173.19 left to pay.',
    );
  });

  it('says nothing is applied when nothing is', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Partial />);
    await user.click(screen.getByRole('checkbox', { name: 'Apply travel credit' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the empty state without controls', () => {
    render(<None />);
    expect(screen.getByText(walletTexts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
