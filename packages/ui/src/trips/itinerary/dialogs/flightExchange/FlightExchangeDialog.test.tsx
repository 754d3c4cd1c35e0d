import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { dialogsGone } from '@wayfare/test-kit/storybook';
import type {
  ExchangeFlowAnswer,
  FlightExchangeLoad,
  FlightExchangeRequest,
  FlightExchangeSubmission,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred';
import { eligibleLoad, roundTripExchange } from '../../testing/flightExchangeStoryData';
import * as stories from './FlightExchangeDialog.stories';
import {
  changeDateTimeTexts,
  changeFailedTexts,
  changeRequestedTexts,
  exchangeProcessingTexts,
  exchangeReviewTexts,
  flightExchangeTexts,
  sliceSelectionTexts,
} from './flightExchangeTexts';

const { SliceSelection } = composeStories(stories);

type Load = () => Promise<FlightExchangeLoad>;
type Submit = (
  request: FlightExchangeRequest,
  onProgress: (answer: ExchangeFlowAnswer) => void,
) => Promise<FlightExchangeSubmission>;

const requested: FlightExchangeSubmission = {
  outcome: 'settled',
  answer: { step: 'AgentFulfil', result: 'Success' },
};

const modal = async () =>
  within(await screen.findByRole('dialog', { name: flightExchangeTexts.title }));

/** The screen's heading, once it holds focus. */
async function focusedHeading(name: string) {
  const heading = await (await modal()).findByRole('heading', { level: 3, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Tabs (forward) until the focused element is the one asked for: the keyboard alone. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1)
    await user.tab();
  expect(target).toHaveFocus();
}

/** From the selection to the review: the return moved to Sunday 19 July, in the evening. */
async function reviewReturnMoved(user: ReturnType<typeof userEvent.setup>) {
  await focusedHeading(sliceSelectionTexts.heading);
  const dialog = await modal();
  const back = within(dialog.getByRole('group', { name: /^Return:/ }));
  await user.click(back.getByRole('radio', { name: 'Change it' }));
  await user.click(dialog.getByRole('button', { name: flightExchangeTexts.continue }));
  await focusedHeading(changeDateTimeTexts.heading('Return'));
  await user.click(dialog.getByRole('gridcell', { name: '19' }));
  await user.click(dialog.getByRole('radio', { name: /^Evening/ }));
  await user.click(dialog.getByRole('button', { name: flightExchangeTexts.continue }));
  await focusedHeading(exchangeReviewTexts.heading);
  return dialog;
}

const returnOn19th: FlightExchangeRequest = {
  slices: [
    { action: 'Keep', slice: 0 },
    {
      action: 'Change',
      slice: 1,
      origin: 'CDG',
      destination: 'YYZ',
      date: '2026-07-19',
      timeOfDay: 3,
    },
  ],
};

describe('FlightExchangeDialog', () => {
  it('walks the round trip to a requested change with the keyboard alone, each heading taking focus', async () => {
    const user = userEvent.setup();
    const onLoad = fn<Load>(() => Promise.resolve(eligibleLoad(roundTripExchange)));
    const onSubmit = fn<Submit>(() => Promise.resolve(requested));
    const onClose = fn();
    render(<SliceSelection onLoad={onLoad} onSubmit={onSubmit} onClose={onClose} />);
    await focusedHeading(sliceSelectionTexts.heading);
    const dialog = await modal();

    // The return's group: Tab reaches its checked radio, an arrow key moves to Change it.
    const back = within(dialog.getByRole('group', { name: /^Return:/ }));
    await tabTo(user, back.getByRole('radio', { name: 'Keep this flight' }));
    await user.keyboard('{ArrowRight}');
    expect(back.getByRole('radio', { name: 'Change it' })).toBeChecked();
    await tabTo(user, dialog.getByRole('button', { name: flightExchangeTexts.continue }));
    await user.keyboard('{Enter}');

    // The calendar: Tab reaches the booked day, the arrows move, Enter picks.
    await focusedHeading(changeDateTimeTexts.heading('Return'));
    await tabTo(user, dialog.getByRole('gridcell', { name: '17' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(dialog.getByText(changeDateTimeTexts.chosen('Sun, Jul 19'))).toBeInTheDocument();
    await tabTo(user, dialog.getByRole('radio', { name: /^Morning/ }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(dialog.getByRole('radio', { name: /^Evening/ })).toBeChecked();
    await tabTo(user, dialog.getByRole('button', { name: flightExchangeTexts.continue }));
    await user.keyboard('{Enter}');

    await focusedHeading(exchangeReviewTexts.heading);
    await tabTo(user, dialog.getByRole('button', { name: exchangeReviewTexts.submit }));
    await user.keyboard('{Enter}');

    await focusedHeading(changeRequestedTexts.heading);
    await tabTo(user, dialog.getByRole('button', { name: flightExchangeTexts.done }));
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onLoad).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(returnOn19th, expect.any(Function));
  });

  it('sends the request once, however fast it is pressed, and cannot be closed while it runs', async () => {
    const user = userEvent.setup();
    const call = deferred<FlightExchangeSubmission>();
    const onSubmit = fn<Submit>(() => call.promise);
    const onClose = fn();
    render(<SliceSelection onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await reviewReturnMoved(user);
    const submit = dialog.getByRole('button', { name: exchangeReviewTexts.submit });
    // Two presses within one frame: the second comes before the first has re-rendered anything.
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await focusedHeading(exchangeProcessingTexts.heading);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledOnce();
    act(() => call.resolve(requested));
    await focusedHeading(changeRequestedTexts.heading);
  });

  it('shows each answer of the flow as it comes, and fails at the step that failed', async () => {
    const user = userEvent.setup();
    const poll = deferred<FlightExchangeSubmission>();
    let progress: (answer: ExchangeFlowAnswer) => void = () => undefined;
    const onSubmit = fn<Submit>((_request, onProgress) => {
      progress = onProgress;
      return poll.promise;
    });
    render(<SliceSelection onSubmit={onSubmit} />);
    const dialog = await reviewReturnMoved(user);
    await user.click(dialog.getByRole('button', { name: exchangeReviewTexts.submit }));
    await focusedHeading(exchangeProcessingTexts.heading);
    const stateOf = (step: string) =>
      dialog
        .getByRole('list', { name: 'Progress' })
        .querySelector(`[data-step="${step}"]`)
        ?.getAttribute('data-state');
    expect(stateOf('Shop')).toBe('current');
    act(() => progress({ step: 'PriceQuotePoll', result: 'Pending' }));
    expect(stateOf('Shop')).toBe('done');
    expect(stateOf('PriceQuotePoll')).toBe('current');
    act(() => progress({ step: 'BookPoll', result: 'Pending' }));
    act(() => progress({ step: 'BookPoll', result: 'Pending' }));
    expect(dialog.queryByText(/^Still waiting/)).toBeNull();
    act(() => progress({ step: 'BookPoll', result: 'Pending' }));
    expect(dialog.getByText(/^Still waiting/)).toBeInTheDocument();
    act(() =>
      poll.resolve({ outcome: 'settled', answer: { step: 'BookPoll', result: 'Failure' } }),
    );
    await focusedHeading(changeFailedTexts.heading);
    expect(dialog.getByRole('alert')).toHaveAttribute('data-step', 'BookPoll');
    expect(dialog.getByRole('alert')).toHaveTextContent(
      changeFailedTexts.reason({ kind: 'step-failed', step: 'BookPoll' }),
    );
  });

  it('tries the same request again after a failure, and says where it stopped waiting', async () => {
    const user = userEvent.setup();
    const onSubmit = fn<Submit>()
      .mockResolvedValueOnce({
        outcome: 'no-answer',
        last: { step: 'PriceQuotePoll', result: 'Pending' },
      })
      .mockResolvedValueOnce(requested);
    render(<SliceSelection onSubmit={onSubmit} />);
    const dialog = await reviewReturnMoved(user);
    await user.click(dialog.getByRole('button', { name: exchangeReviewTexts.submit }));
    await focusedHeading(changeFailedTexts.heading);
    const failure = { kind: 'no-answer', step: 'PriceQuotePoll' } as const;
    expect(dialog.getByRole('alert')).toHaveTextContent(changeFailedTexts.reason(failure));
    expect(dialog.getByText(changeFailedTexts.booking(failure))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: flightExchangeTexts.tryAgain }));
    await focusedHeading(changeRequestedTexts.heading);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toEqual(returnOn19th);
  });

  it('closes with Escape on a screen with no call under way, and asks afresh when reopened; a late answer changes nothing', async () => {
    const user = userEvent.setup();
    const first = deferred<FlightExchangeLoad>();
    const onLoad = fn<Load>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(eligibleLoad(roundTripExchange));
    const onClose = fn();
    const { rerender } = render(<SliceSelection onLoad={onLoad} onClose={onClose} />);
    await modal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<SliceSelection onLoad={onLoad} onClose={onClose} open={false} />);
    await dialogsGone();
    rerender(<SliceSelection onLoad={onLoad} onClose={onClose} open />);
    await focusedHeading(sliceSelectionTexts.heading);
    first.resolve({ found: false });
    await first.promise;
    expect((await modal()).queryByText(/cannot find this booking/)).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(2);
  });
});
