import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './PaymentMethodList.features.stories';

const { AllCardTypes, NoCards, Disabled, WithStepHeading, WithStepHeadingCorporate } =
  composeStories(stories);

// Typing whole card numbers on a shared, busy machine can outlast the default 5 s.
describe('PaymentMethodList', { timeout: 20_000 }, () => {
  it('names every card by its type and last four, and chooses with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = fn();
    render(<AllCardTypes onSelect={onSelect} />);
    const group = screen.getByRole('radiogroup', { name: 'Saved cards' });
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    await user.tab();
    expect(within(group).getByRole('radio', { name: 'Visa ending in 1001' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('payment-1');
    await user.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith('payment-2');
  });

  it('asks before deleting, and Cancel or Escape keeps the card', async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = fn();
    render(<AllCardTypes onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: 'Delete card ending in 1003' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent('American Express ending in 1003');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('deletes the card once confirmed, clears the choice and moves focus to Add a new card', async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = fn();
    render(<AllCardTypes onDelete={onDelete} selectedPaymentMethodId="payment-3" />);
    expect(screen.getByRole('radio', { name: 'American Express ending in 1003' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete card ending in 1003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('payment-3');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a new card' })).toHaveFocus(),
    );
    expect(screen.queryByRole('radio', { name: /ending in 1003/ })).toBeNull();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('asks for a new card', async () => {
    const onAddCard = fn();
    render(<NoCards onAddCard={onAddCard} />);
    expect(screen.getByText('You have no saved cards.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
    expect(onAddCard).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled', async () => {
    const onSelect = fn();
    const onAddCard = fn();
    // Disabled controls take no pointer events; the check is skipped to prove the click does nothing.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    render(<Disabled onSelect={onSelect} onAddCard={onAddCard} />);
    await user.click(screen.getByRole('radio', { name: 'Master ending in 1002' }));
    await user.click(screen.getByRole('button', { name: 'Add a new card' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onAddCard).not.toHaveBeenCalled();
  });

  it('titles the step by tenant', () => {
    const { unmount } = render(<WithStepHeading />);
    expect(screen.getByRole('heading', { name: 'Rewards & payment' })).toBeInTheDocument();
    unmount();
    render(<WithStepHeadingCorporate />);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });
});
