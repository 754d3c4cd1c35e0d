import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './ChangeEmailDialog.stories';

const { Open } = composeStories(stories);

async function openForm(onChangeEmail = fn((_email: string) => Promise.resolve())) {
  const user = userEvent.setup();
  render(<Open onChangeEmail={onChangeEmail} />);
  const modal = within(await screen.findByRole('dialog', { name: 'Change email' }));
  const email = modal.getByRole('textbox', { name: 'New email address' });
  const save = modal.getByRole('button', { name: 'Save email' });
  return { user, modal, email, save, onChangeEmail };
}

describe('ChangeEmailDialog', () => {
  it.each([
    ['', 'Enter an email address.'],
    ['alex@morgan', 'Enter a valid email address.'],
    ['alex morgan@example.com', 'Enter a valid email address.'],
    [' ALEX.MORGAN@example.com ', 'This is already the email of this booking.'],
  ])('refuses “%s”: %s', async (typed, error) => {
    const { user, email, save, onChangeEmail } = await openForm();
    if (typed !== '') await user.type(email, typed);
    await user.click(save);
    expect(email).toHaveAccessibleDescription(error);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onChangeEmail).not.toHaveBeenCalled();
  });

  it('shows an error only once the field is left, and clears it when fixed', async () => {
    const { user, email } = await openForm();
    await user.type(email, 'alex@');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await user.type(email, 'morgan.example.org');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('says an address over 254 characters is too long as soon as it is typed', async () => {
    const { user, email } = await openForm();
    await user.click(email);
    await user.paste(`${'a'.repeat(250)}@example.com`);
    expect(email).toHaveAccessibleDescription('Email address must be 254 characters or fewer.');
  });

  it('saves the new address trimmed, then says where confirmations go', async () => {
    const { user, modal, email, onChangeEmail } = await openForm();
    await user.type(email, '  alex@morgan.example.org {Enter}');
    expect(await modal.findByRole('status')).toHaveTextContent(
      'Confirmations for this booking now go to alex@morgan.example.org.',
    );
    expect(onChangeEmail).toHaveBeenCalledExactlyOnceWith('alex@morgan.example.org');
  });
});
