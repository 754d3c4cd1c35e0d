import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { customRewardsAmountErrors } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './RewardsAccountPicker.features.stories';

const { EveryCase, SplitPay, AllBelowMinimum, Converting } = composeStories(stories);

const group = () => screen.getByRole('radiogroup', { name: 'Apply rewards' });

describe('RewardsAccountPicker', { timeout: 20_000 }, () => {
  it('moves between the accounts that can redeem with the arrows, skipping the others', async () => {
    const user = userEvent.setup({ delay: null });
    const onChoiceChange = fn();
    render(<EveryCase onChoiceChange={onChoiceChange} />);
    await user.tab();
    expect(within(group()).getByRole('radio', { name: 'VentureX ending in 4417' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChoiceChange).toHaveBeenLastCalledWith({
      kind: 'account',
      accountReferenceId: 'savor',
    });
    await user.keyboard('{ArrowDown}');
    expect(onChoiceChange).toHaveBeenLastCalledWith({ kind: 'do-not-apply' });
    expect(within(group()).getByRole('radio', { name: 'Do not apply rewards' })).toBeChecked();
  });

  it('lists every account that cannot redeem with its reason', () => {
    render(<EveryCase />);
    const items = within(screen.getByRole('note', { name: 'Not eligible to redeem rewards' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Quicksilver ending in 3001: Authorized users can't redeem rewards",
      "VentureXBusiness ending in 3002: Account managers can't redeem rewards",
      "Visa ending in 3003: Can't redeem rewards",
      "Venture ending in 3004: Can't redeem rewards",
      'Venture ending in 3005: This account does not meet the minimum redemption amount.',
      'Quicksilver ending in 3006: This account has no rewards to redeem.',
    ]);
  });

  it('says to use the credit card when no account meets its minimum', () => {
    render(<AllBelowMinimum />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'None of your accounts meets the minimum redemption amount.',
    );
  });

  it('asks to save a typed amount, refuses wrong ones, and saves with Save', async () => {
    const user = userEvent.setup({ delay: null });
    const onChoiceChange = fn();
    render(<SplitPay onChoiceChange={onChoiceChange} />);
    const field = screen.getByRole('textbox', { name: 'Amount in miles' });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.clear(field);
    await user.type(field, 'abc');
    expect(field).toHaveAccessibleDescription(customRewardsAmountErrors.invalid);
    await user.clear(field);
    await user.type(field, '50001');
    expect(field).toHaveAccessibleDescription(customRewardsAmountErrors.overBalance);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChoiceChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '50000');
    expect(field).toHaveAccessibleDescription(customRewardsAmountErrors.unsaved);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChoiceChange).toHaveBeenLastCalledWith({
      kind: 'account',
      accountReferenceId: 'venturex',
      customAmount: 50_000,
    });
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('flags an empty amount once Save is tried', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SplitPay />);
    const field = screen.getByRole('textbox', { name: 'Amount in miles' });
    await user.clear(field);
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(customRewardsAmountErrors.invalid);
  });

  it('drops the custom amount when the toggle is turned off, and on another account', async () => {
    const user = userEvent.setup({ delay: null });
    const onChoiceChange = fn();
    render(<SplitPay onChoiceChange={onChoiceChange} />);
    await user.click(screen.getByRole('switch', { name: 'Use a custom amount' }));
    expect(onChoiceChange).toHaveBeenLastCalledWith({
      kind: 'account',
      accountReferenceId: 'venturex',
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('42,319 miles ($423.19)');
    await user.click(screen.getByRole('switch', { name: 'Use a custom amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in miles' }), '100');
    await user.click(screen.getByRole('radio', { name: 'Savor ending in 5512' }));
    expect(screen.getByRole('switch', { name: 'Use a custom amount' })).not.toBeChecked();
  });

  it('says when the server is converting', () => {
    render(<Converting />);
    expect(screen.getByRole('status')).toHaveTextContent('Converting your rewards…');
  });
});
