import { defaultLocale, type HomeCancelQuoteResponse } from '@wayfare/domain';
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { cancelHomeTexts } from '../itineraryTexts';
import {
  initialCancelHomeStep,
  isCancelHomeBusy,
  nextCancelHomeStep,
  type CancelHomeEvent,
} from './cancelHomeSteps';
import { CancelHomeStepContent } from './CancelHomeStepContent';
import { ItineraryDialog, type ItineraryDialogBaseProps } from './ItineraryDialog';

export interface CancelHomeDialogProps extends ItineraryDialogBaseProps {
  /** The home's name, as the quote and the cancellation speak of it. */
  readonly listingName: string;
  /** The locale amounts are written in (en-US by default, products §9). */
  readonly locale?: string;
  /**
   * Asks what cancelling would refund and cost, each time the modal opens and on Try again.
   * HomeChangeQuoteFailure (products §8) resolves; a failed call rejects.
   */
  readonly onQuote: () => Promise<HomeCancelQuoteResponse>;
  /** Cancels the home on the quote shown; rejects when it could not. */
  readonly onCancel: (quoteId: string) => Promise<void>;
}

/**
 * The "cancel home" modal (spec: products §2; §8 home cancel quote outcomes), step by step: the
 * quote loads when the modal opens; it shows the refund and the fee with a confirm button, or says
 * that no quote could be made with Try again and Close; the confirmed cancel runs (nothing can be
 * pressed twice, the modal cannot close), then says the home is cancelled. A failed cancel keeps
 * the quote and says the home is still booked.
 */
export function CancelHomeDialog({
  open,
  listingName,
  locale = defaultLocale,
  onQuote,
  onCancel,
  onClose,
  onExited,
}: CancelHomeDialogProps) {
  const [step, dispatch] = useReducer(nextCancelHomeStep, initialCancelHomeStep);
  // Calls under way block a second one (two presses in a frame both see the step before either);
  // a reset starts a new generation, whose steps an earlier call's late answer no longer moves.
  const quoteInFlight = useRef(false);
  const cancelInFlight = useRef(false);
  const generation = useRef(0);

  const settle = (mine: number, event: CancelHomeEvent) => {
    if (mine === generation.current) dispatch(event);
  };

  const askQuote = () => {
    if (quoteInFlight.current) return;
    quoteInFlight.current = true;
    const mine = generation.current;
    dispatch({ type: 'quoteRequested' });
    void new Promise<HomeCancelQuoteResponse>((resolve) => resolve(onQuote()))
      .then(
        (response): CancelHomeEvent => ({ type: 'quoteAnswered', response }),
        (): CancelHomeEvent => ({ type: 'quoteRejected' }),
      )
      .then((event) => {
        if (mine === generation.current) quoteInFlight.current = false;
        settle(mine, event);
      });
  };

  const confirm = () => {
    if (step.step !== 'quoteReady' || cancelInFlight.current) return;
    cancelInFlight.current = true;
    const mine = generation.current;
    dispatch({ type: 'cancelRequested' });
    void new Promise<void>((resolve) => resolve(onCancel(step.quote.quoteId)))
      .then(
        (): CancelHomeEvent => ({ type: 'cancelSucceeded' }),
        (): CancelHomeEvent => ({ type: 'cancelRejected' }),
      )
      .then((event) => {
        if (mine === generation.current) cancelInFlight.current = false;
        settle(mine, event);
      });
  };

  // Opening the modal asks for the quote: the one call made without a press.
  const askQuoteOnOpen = useEffectEvent(askQuote);
  useEffect(() => {
    if (open) askQuoteOnOpen();
  }, [open]);

  return (
    <ItineraryDialog
      open={open}
      onClose={onClose}
      title={cancelHomeTexts.title}
      busy={isCancelHomeBusy(step)}
      onExited={() => {
        generation.current += 1;
        quoteInFlight.current = false;
        cancelInFlight.current = false;
        dispatch({ type: 'reset' });
        onExited?.();
      }}
    >
      <CancelHomeStepContent
        step={step}
        listingName={listingName}
        locale={locale}
        onTryAgain={askQuote}
        onConfirm={confirm}
        onClose={onClose}
      />
    </ItineraryDialog>
  );
}
