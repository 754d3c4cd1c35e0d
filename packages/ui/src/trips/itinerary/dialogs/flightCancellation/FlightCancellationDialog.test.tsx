import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { dialogsGone } from '@wayfare/test-kit/storybook';
import type {
  FlightCancelInfo,
  FlightCancellationOutcome,
  FlightCancelRequest,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred';
import {
  offerInfo,
  storyFlightCancelInfo,
  storyFlightCancelOffers as offers,
} from '../../testing/flightCancelStoryOffers';
import * as stories from './FlightCancellationDialog.stories';
import {
  flightCancellationTexts as texts,
  flightCancelSuccessTexts,
  flightCancelTryAgainTexts,
} from './flightCancellationTexts';

const { Policy } = composeStories(stories);

type Info = () => Promise<FlightCancelInfo>;
type Cancel = (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;

const refundRequest = { offerId: offers.partialRefund.offerId, refundForm: 'Cash' };

const modal = async () => within(await screen.findByRole('dialog', { name: texts.title }));

/** A step's heading once it shows, with focus on it. */
async function heading(name: string) {
  const shown = await (await modal()).findByRole('heading', { level: 3, name });
  await waitFor(() => expect(shown).toHaveFocus());
  return shown;
}

describe('FlightCancellationDialog', () => {
  it('asks for the options once on opening, cancels on the offer when confirmed, and says so', async () => {
    const user = userEvent.setup();
    const onInfo = fn<Info>(() => Promise.resolve(storyFlightCancelInfo));
    const onCancel = fn<Cancel>(() => Promise.resolve('PartialRefund'));
    render(<Policy onInfo={onInfo} onCancel={onCancel} />);
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: texts.continue }));
    await user.click(await dialog.findByRole('button', { name: texts.confirm }));
    await heading(texts.successHeading);
    expect(
      dialog.getByText(flightCancelSuccessTexts.PartialRefund('$490.00 back to your card')),
    ).toBeVisible();
    expect(onInfo).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledExactlyOnceWith(refundRequest);
  });

  it('works from the keyboard alone, focus on each step’s heading', async () => {
    const user = userEvent.setup();
    const onCancel = fn<Cancel>(() => Promise.resolve('PartialRefund'));
    const onClose = fn();
    render(<Policy onCancel={onCancel} onClose={onClose} />);
    await heading(texts.policyHeading);
    // Keep my flight, then Continue.
    await user.tab();
    expect(screen.getByRole('button', { name: texts.keep })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: texts.continue })).toHaveFocus();
    await user.keyboard('{Enter}');
    await heading(texts.confirmHeading);
    // The one-traveler button, Back, then Confirm; Shift+Tab comes back.
    await user.tab();
    expect(screen.getByRole('button', { name: texts.oneTraveler })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: texts.confirm })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: texts.back })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    await heading(texts.successHeading);
    await user.tab();
    expect(screen.getByRole('button', { name: texts.done })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledExactlyOnceWith(refundRequest);
  });

  it('sends one cancel for a double press, and cannot be closed while it is under way', async () => {
    const user = userEvent.setup();
    const call = deferred<FlightCancellationOutcome>();
    const onCancel = fn<Cancel>(() => call.promise);
    const onClose = fn();
    render(<Policy onCancel={onCancel} onClose={onClose} />);
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: texts.continue }));
    const confirm = await dialog.findByRole('button', { name: texts.confirm });
    // Two presses within one frame: the second comes before the first has re-rendered anything.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(confirm).toBeDisabled();
    expect(dialog.getByRole('button', { name: texts.back })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledOnce();
    call.resolve('PartialRefund');
    await heading(texts.successHeading);
  });

  it('Try again sends the same request again, once however often it is pressed', async () => {
    const user = userEvent.setup();
    const retry = deferred<FlightCancellationOutcome>();
    const onCancel = fn<Cancel>()
      .mockResolvedValueOnce('CancellationFailure')
      .mockReturnValueOnce(retry.promise);
    render(<Policy onCancel={onCancel} />);
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: texts.continue }));
    await user.click(await dialog.findByRole('button', { name: texts.confirm }));
    await heading(flightCancelTryAgainTexts.CancellationFailure.heading);
    const tryAgain = dialog.getByRole('button', { name: texts.tryAgain });
    act(() => {
      fireEvent.click(tryAgain);
      fireEvent.click(tryAgain);
    });
    expect(tryAgain).toBeDisabled();
    expect(dialog.getByRole('button', { name: texts.close })).toBeDisabled();
    retry.resolve('PartialRefund');
    await heading(texts.successHeading);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onCancel).toHaveBeenNthCalledWith(2, refundRequest);
  });

  it('asks for the options again when they could not be loaded', async () => {
    const user = userEvent.setup();
    const onInfo = fn<Info>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(storyFlightCancelInfo);
    render(<Policy onInfo={onInfo} />);
    await heading(flightCancelTryAgainTexts.UnreachableInfo.heading);
    await user.click((await modal()).getByRole('button', { name: texts.tryAgain }));
    await heading(texts.policyHeading);
    expect(onInfo).toHaveBeenCalledTimes(2);
  });

  it('explains that only a phone agent cancels one traveler, and gives the support line', async () => {
    const user = userEvent.setup();
    render(<Policy supportPhone="1-800-555-0199" />);
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: texts.continue }));
    const toggle = await dialog.findByRole('button', { name: texts.oneTraveler });
    expect(dialog.queryByText(/Only our phone agents/)).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const explanation = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(explanation).toHaveTextContent(texts.oneTravelerExplained('1-800-555-0199'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for a choice of refund before sending anything, then sends it', async () => {
    const user = userEvent.setup();
    const onCancel = fn<Cancel>(() => Promise.resolve('FullyRefundableComplex'));
    render(
      <Policy
        onInfo={fn<Info>(() => Promise.resolve(offerInfo(offers.cashOrFtc)))}
        onCancel={onCancel}
      />,
    );
    const dialog = await modal();
    await user.click(await dialog.findByRole('button', { name: texts.continue }));
    await user.click(await dialog.findByRole('button', { name: texts.confirm }));
    expect(dialog.getByText(texts.choiceRequired)).toBeVisible();
    const group = dialog.getByRole('radiogroup', { name: texts.choiceLegend });
    expect(group).toHaveAccessibleDescription(texts.choiceRequired);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('radio', { name: texts.choiceCredit('$640.00') }));
    await user.click(dialog.getByRole('button', { name: texts.confirm }));
    await heading(texts.successHeading);
    expect(onCancel).toHaveBeenCalledExactlyOnceWith({
      offerId: offers.cashOrFtc.offerId,
      refundForm: 'Ftc',
    });
  });

  it('asks afresh when reopened, and an answer that comes after it closed changes nothing', async () => {
    const first = deferred<FlightCancelInfo>();
    const onInfo = fn<Info>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(storyFlightCancelInfo);
    const { rerender } = render(<Policy onInfo={onInfo} />);
    await modal();
    rerender(<Policy onInfo={onInfo} open={false} />);
    await dialogsGone();
    rerender(<Policy onInfo={onInfo} open />);
    await heading(texts.policyHeading);
    first.resolve(offerInfo(offers.nonRefundable));
    await first.promise;
    expect((await modal()).getByRole('button', { name: texts.continue })).toBeEnabled();
    expect(screen.queryByText(texts.nonrefundableHeading)).toBeNull();
    expect(onInfo).toHaveBeenCalledTimes(2);
  });
});
