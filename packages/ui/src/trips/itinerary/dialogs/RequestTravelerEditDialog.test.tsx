import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import type { TravelerEditRequest } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred';
import * as stories from './RequestTravelerEditDialog.stories';

const { Open } = composeStories(stories);

type Request = (request: TravelerEditRequest) => Promise<void>;

describe('RequestTravelerEditDialog', () => {
  it('sends the traveler chosen and the change described, then becomes “Request sent”', async () => {
    const user = userEvent.setup();
    const onRequest = fn<Request>(() => Promise.resolve());
    render(<Open onRequest={onRequest} />);
    const modal = within(await screen.findByRole('dialog', { name: 'Request traveler edit' }));
    await user.click(modal.getByRole('radio', { name: 'Jamie Morgan (Adult)' }));
    await user.type(
      modal.getByRole('textbox', { name: 'What should change?' }),
      '  Surname is Morgan-Lee.  ',
    );
    await user.click(modal.getByRole('button', { name: 'Send request' }));
    const sent = within(await screen.findByRole('dialog', { name: 'Request sent' }));
    expect(sent.getByRole('status')).toHaveTextContent(
      "We sent your request to update Jamie Morgan's details.",
    );
    await waitFor(() => expect(sent.getByRole('button', { name: 'Done' })).toHaveFocus());
    expect(onRequest).toHaveBeenCalledExactlyOnceWith({
      travelerName: 'Jamie Morgan',
      change: 'Surname is Morgan-Lee.',
    });
  });

  it('chooses the only traveler itself and focuses the change', async () => {
    const user = userEvent.setup();
    const onRequest = fn<Request>(() => Promise.resolve());
    render(<Open onRequest={onRequest} travelers={[{ name: 'Alex Morgan' }]} />);
    const modal = within(await screen.findByRole('dialog'));
    expect(modal.getByRole('radio', { name: 'Alex Morgan' })).toBeChecked();
    const change = modal.getByRole('textbox', { name: 'What should change?' });
    await waitFor(() => expect(change).toHaveFocus());
    await user.type(change, 'Add the middle name Lee.');
    await user.click(modal.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('dialog', { name: 'Request sent' });
    expect(onRequest).toHaveBeenCalledWith({
      travelerName: 'Alex Morgan',
      change: 'Add the middle name Lee.',
    });
  });

  it('refuses a change of more than 500 characters, said as it is typed, and keeps it', async () => {
    const user = userEvent.setup();
    const onRequest = fn<Request>(() => Promise.resolve());
    render(<Open onRequest={onRequest} />);
    const modal = within(await screen.findByRole('dialog'));
    await user.click(modal.getByRole('radio', { name: 'Alex Morgan (Adult)' }));
    const change = modal.getByRole('textbox', { name: 'What should change?' });
    await user.click(change);
    await user.paste('x'.repeat(501));
    expect(change).toHaveAccessibleDescription('Enter at most 500 characters.');
    await user.click(modal.getByRole('button', { name: 'Send request' }));
    expect(change).toHaveFocus();
    expect(change).toHaveValue('x'.repeat(501));
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('sends once while sending, keeps its fields on failure, and says why', async () => {
    const user = userEvent.setup();
    const call = deferred<void>();
    const onRequest = fn<Request>(() => call.promise);
    render(<Open onRequest={onRequest} />);
    const modal = within(await screen.findByRole('dialog'));
    await user.click(modal.getByRole('radio', { name: 'Sam Morgan (Child)' }));
    await user.type(modal.getByRole('textbox', { name: 'What should change?' }), 'Birthdate.');
    const send = modal.getByRole('button', { name: 'Send request' });
    // Two presses within one frame: the second comes before the first has re-rendered anything.
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    fireEvent.click(send);
    expect(send).toBeDisabled();
    expect(onRequest).toHaveBeenCalledOnce();
    call.reject(new Error('500'));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'We could not send your request. Please try again.',
    );
    expect(modal.getByRole('radio', { name: 'Sam Morgan (Child)' })).toBeChecked();
    expect(modal.getByRole('textbox', { name: 'What should change?' })).toHaveValue('Birthdate.');
  });
});
