import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred';
import * as stories from './ResendConfirmationDialog.stories';

const { Open } = composeStories(stories);

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Resend confirmation' }));

describe('ResendConfirmationDialog', () => {
  it('sends to the booking’s address, then says where it went and focuses Done', async () => {
    const user = userEvent.setup();
    const onResend = fn((_email: string) => Promise.resolve());
    render(<Open onResend={onResend} />);
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Resend' }));
    expect(await modal.findByRole('status')).toHaveTextContent(
      'We sent the confirmation to alex.morgan@example.com.',
    );
    expect(onResend).toHaveBeenCalledExactlyOnceWith('alex.morgan@example.com');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Done' })).toHaveFocus());
    expect(modal.getByRole('button', { name: 'Done' })).toHaveAccessibleDescription(
      'We sent the confirmation to alex.morgan@example.com.',
    );
  });

  it('says a failure, keeps the address typed, and sends again on another try', async () => {
    const user = userEvent.setup();
    const onResend = fn<(email: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(undefined);
    render(<Open onResend={onResend} />);
    const modal = await dialog();
    const email = modal.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'alex@morgan.example.org');
    await user.click(modal.getByRole('button', { name: 'Resend' }));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'We could not resend the confirmation. Check the address and try again.',
    );
    expect(email).toHaveValue('alex@morgan.example.org');
    await user.click(modal.getByRole('button', { name: 'Resend' }));
    expect(await modal.findByRole('status')).toHaveTextContent(
      'We sent the confirmation to alex@morgan.example.org.',
    );
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it('sends once however often it is pressed while sending, and cannot be closed meanwhile', async () => {
    const user = userEvent.setup();
    const call = deferred<void>();
    const onResend = fn((_email: string) => call.promise);
    const onClose = fn();
    render(<Open onResend={onResend} onClose={onClose} />);
    const modal = await dialog();
    const resend = modal.getByRole('button', { name: 'Resend' });
    // Two presses within one frame: the second comes before the first has re-rendered anything.
    act(() => {
      fireEvent.click(resend);
      fireEvent.click(resend);
    });
    fireEvent.click(resend);
    await user.keyboard('{Escape}');
    expect(onResend).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(resend).toBeDisabled();
    expect(modal.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    call.resolve();
    expect(await modal.findByRole('status')).toBeInTheDocument();
  });

  it('does not send an address that is not one', async () => {
    const user = userEvent.setup();
    const onResend = fn((_email: string) => Promise.resolve());
    render(<Open onResend={onResend} email="" />);
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Resend' }));
    const email = modal.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription('Enter an email address.');
    expect(email).toHaveFocus();
    expect(onResend).not.toHaveBeenCalled();
  });
});
