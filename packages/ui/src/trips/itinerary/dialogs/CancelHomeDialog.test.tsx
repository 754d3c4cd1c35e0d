import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { dialogsGone } from '@wayfare/test-kit/storybook';
import type { HomeCancelQuoteResponse } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { quoteFailure, quoteSuccess } from '../testing/itineraryStoryActions';
import { deferred } from '../testing/deferred';
import * as stories from './CancelHomeDialog.stories';

const { QuoteReady } = composeStories(stories);

type Quote = () => Promise<HomeCancelQuoteResponse>;
type Cancel = (quoteId: string) => Promise<void>;

const modal = async () => within(await screen.findByRole('dialog', { name: 'Cancel home' }));

describe('CancelHomeDialog', () => {
  it('asks for the quote once on opening, cancels on it when confirmed, and says so', async () => {
    const user = userEvent.setup();
    const onQuote = fn<Quote>(() => Promise.resolve(quoteSuccess));
    const onCancel = fn<Cancel>(() => Promise.resolve());
    render(<QuoteReady onQuote={onQuote} onCancel={onCancel} />);
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: 'Cancel this booking' }));
    const status = await dialog.findByRole('status');
    expect(status).toHaveTextContent('Your booking of Lakeside Cabin with Dock is cancelled.');
    expect(status).toHaveTextContent('$1,040.00 will be refunded to how you paid.');
    expect(onQuote).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledExactlyOnceWith('quote-home-muskoka');
  });

  it('says when no quote could be made, and Try again gets one', async () => {
    const user = userEvent.setup();
    const onQuote = fn<Quote>()
      .mockResolvedValueOnce(quoteFailure)
      .mockResolvedValueOnce(quoteSuccess);
    render(<QuoteReady onQuote={onQuote} />);
    const dialog = await modal();
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('We could not get a refund amount');
    expect(alert).toHaveAttribute('data-reason', 'changeQuoteFailure');
    expect(dialog.queryByRole('button', { name: 'Cancel this booking' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('button', { name: 'Cancel this booking' })).toBeEnabled();
    expect(onQuote).toHaveBeenCalledTimes(2);
  });

  it('lets the traveller close after a quote failure', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(
      <QuoteReady onQuote={fn<Quote>(() => Promise.resolve(quoteFailure))} onClose={onClose} />,
    );
    const dialog = await modal();
    await dialog.findByRole('alert');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the confirm button disabled while cancelling, and cancels once', async () => {
    const user = userEvent.setup();
    const call = deferred<void>();
    const onCancel = fn<Cancel>(() => call.promise);
    const onClose = fn();
    render(<QuoteReady onCancel={onCancel} onClose={onClose} />);
    const dialog = await modal();
    const confirm = await dialog.findByRole('button', { name: 'Cancel this booking' });
    // Two presses within one frame: the second comes before the first has re-rendered anything.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(confirm).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeDisabled();
    fireEvent.click(confirm);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    call.resolve();
    expect(await dialog.findByRole('status')).toHaveTextContent(/is cancelled/);
  });

  it('keeps the quote when the cancel fails, says the home is still booked, and may retry', async () => {
    const user = userEvent.setup();
    const onCancel = fn<Cancel>()
      .mockRejectedValueOnce(new Error('504'))
      .mockResolvedValueOnce(undefined);
    render(<QuoteReady onCancel={onCancel} />);
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: 'Cancel this booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/It is still booked/);
    const confirm = dialog.getByRole('button', { name: 'Cancel this booking' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.click(confirm);
    expect(await dialog.findByRole('status')).toHaveTextContent(/is cancelled/);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('asks afresh when reopened, and an earlier quote that answers late changes nothing', async () => {
    const first = deferred<HomeCancelQuoteResponse>();
    const onQuote = fn<Quote>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(quoteSuccess);
    const { rerender } = render(<QuoteReady onQuote={onQuote} />);
    await modal();
    rerender(<QuoteReady onQuote={onQuote} open={false} />);
    await dialogsGone();
    rerender(<QuoteReady onQuote={onQuote} open />);
    const dialog = await modal();
    expect(await dialog.findByRole('button', { name: 'Cancel this booking' })).toBeEnabled();
    first.resolve(quoteFailure);
    await first.promise;
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(onQuote).toHaveBeenCalledTimes(2);
  });
});
