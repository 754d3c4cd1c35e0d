import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newCardErrorTexts } from '@wayfare/domain';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './AddCardDialog.features.stories';
import * as invalidStories from './InvalidCardDialog.stories';

const { Keyboard, EmptyFormErrors, Saving } = composeStories(stories);
const InvalidCard = composeStories(invalidStories);

const field = (name: string) => screen.getByRole('textbox', { name });

// Typing whole card numbers on a shared, busy machine can outlast the default 5 s.
describe('AddCardDialog', { timeout: 20_000 }, () => {
  it('opens from the keyboard, saves a valid card and gives focus back', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    render(<Keyboard onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add a new card' });
    await waitFor(() => expect(field('Cardholder name')).toHaveFocus());
    await user.keyboard('Ada Lovelace');
    await user.tab();
    await user.keyboard('3782 822463 10005');
    await user.tab();
    await user.keyboard('12/30');
    await user.tab();
    await user.keyboard('1234');
    await user.tab();
    await user.keyboard('SW1A 1AA{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      fullName: 'Ada Lovelace',
      number: '378282246310005',
      month: 12,
      year: 2030,
      cvv: '1234',
      postalCode: 'SW1A 1AA',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add a new card' })).toHaveFocus();
  });

  // newCardFieldLimits of @wayfare/domain: said as soon as it is typed, not only once left.
  it('says a cardholder name over 100 characters is too long, keeps it, and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    render(<EmptyFormErrors onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await user.click(field('Cardholder name'));
    await user.paste('A'.repeat(10_000));
    expect(field('Cardholder name')).toHaveAccessibleDescription('Enter at most 100 characters.');
    await user.type(field('Card number'), '4111111111111111');
    await user.type(field('Expiry date (MM/YY)'), '12/30');
    await user.type(field('CVV'), '123');
    await user.type(field('Billing postal code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Cardholder name')).toHaveFocus();
    expect(field('Cardholder name')).toHaveValue('A'.repeat(10_000));
  });

  it('shows an error only once a field is left, then clears it when fixed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    await user.type(field('Card number'), '4111111111111112');
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(field('Card number')).toHaveAccessibleDescription(newCardErrorTexts.number);
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '4111111111111111');
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['13/28', newCardErrorTexts.expiry],
    ['0828', newCardErrorTexts.expiry],
    ['06/26', newCardErrorTexts.expired],
  ])('refuses the expiry %s', async (expiry, message) => {
    const user = userEvent.setup({ delay: null });
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    await user.type(field('Expiry date (MM/YY)'), expiry);
    await user.tab();
    expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription(message);
  });

  it('will not submit or close while saving', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    const onClose = fn();
    render(<Saving onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forgets what was typed once closed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    await user.type(field('Cardholder name'), 'Ada');
    await user.type(field('CVV'), '123');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add a new card' }));
    await screen.findByRole('dialog');
    expect(field('Cardholder name')).toHaveValue('');
    expect(field('CVV')).toHaveValue('');
  });
});

describe('InvalidCardDialog', () => {
  it('offers edit and try again, and Escape means edit', async () => {
    const user = userEvent.setup({ delay: null });
    const onEdit = fn();
    const onTryAgain = fn();
    render(<InvalidCard.Default onEdit={onEdit} onTryAgain={onTryAgain} />);
    const dialog = await screen.findByRole('dialog', { name: "We couldn't add this card" });
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
