import {
  defaultLocale,
  defaultTimeZone,
  flightCancelFlowReducer,
  flightCancelFlowStart,
  flightCancelRequestOf,
  isFlightCancelBusy,
  type FlightCancelEvent,
  type FlightCancelInfo,
  type FlightCancellationOutcome,
  type FlightCancelRequest,
  type TripFlight,
} from '@wayfare/domain';
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { ItineraryDialog, type ItineraryDialogBaseProps } from '../ItineraryDialog';
import { airlineName, type FlightNames } from '../../flightNames';
import type { FlightCancelBooking } from './flightCancelBooking';
import { flightCancellationTexts } from './flightCancellationTexts';
import { FlightCancelStepContent } from './FlightCancelStepContent';

export interface FlightCancellationDialogProps extends ItineraryDialogBaseProps {
  /** The trip's flight: its airlines' own confirmation codes, for a traveler sent to the airline. */
  readonly flight: TripFlight;
  /** The flight's route, as its trip's title: "Toronto - Paris - Toronto". */
  readonly flightTitle: string;
  /** The booking's confirmation code, which an agent asks for. */
  readonly confirmationCode?: string;
  /** Where the booking's emails go, as the results say. */
  readonly email: string;
  /** The tenant's support line (domain `tenantSettings(tenant).supportPhone`). */
  readonly supportPhone: string;
  /** Names of the airlines the flight's codes stand for. */
  readonly flightNames?: FlightNames;
  /** The locale amounts and dates are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The traveller's time zone, for until when the terms hold (America/Toronto by default). */
  readonly timeZone?: string;
  /**
   * Asks what cancelling would give, each time the modal opens and on Try again: an offer, or the
   * outcome that stops a cancellation online. A failed call rejects.
   */
  readonly onInfo: () => Promise<FlightCancelInfo>;
  /**
   * Cancels on the offer shown, with the refund form chosen: resolves with the outcome (products
   * §4), rejects when the call failed. The same request may be sent again (Try again).
   */
  readonly onCancel: (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;
}

/**
 * The "self-serve cancel flight" modal (spec: products §2, its steps loading, policy, confirm,
 * success, nonrefundable, support, pending, cancelled, tryAgain; §4 policy types, outcomes and
 * resolutions; §8 cost texts). Its flow is domain's reducer (`nextFlightCancelFlow`), driven by the
 * page's two calls as promises: the cancellation options load when it opens; the policy leads to
 * the confirmation (or the non-refundable warning), to a person, or to nothing while a cancellation
 * is pending; the cancel call's outcome picks the result. A call under way is never sent twice (two
 * presses in one frame included), and the modal cannot close while the cancel call is under way;
 * an answer that comes after the modal closed changes nothing.
 */
export function FlightCancellationDialog({
  open,
  onClose,
  onExited,
  flight,
  flightTitle,
  confirmationCode,
  email,
  supportPhone,
  flightNames,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  onInfo,
  onCancel,
}: FlightCancellationDialogProps) {
  const [flow, dispatch] = useReducer(flightCancelFlowReducer, flightCancelFlowStart);
  // Calls under way block a second one (two presses in a frame both see the flow before either);
  // a reset starts a new generation, whose flow an earlier call's late answer no longer moves.
  const infoInFlight = useRef(false);
  const cancelInFlight = useRef(false);
  const generation = useRef(0);

  /** Makes a call of this generation once: its answer, or its failure, as an event. */
  const call = <Answer,>(
    inFlight: { current: boolean },
    send: () => Promise<Answer>,
    answered: (answer: Answer) => FlightCancelEvent,
    failed: FlightCancelEvent,
  ) => {
    inFlight.current = true;
    const mine = generation.current;
    // A callback that throws instead of rejecting, or answers nothing, fails the same way.
    void new Promise<Answer | undefined>((resolve) => resolve(send()))
      .then(
        (answer) => (answer === undefined ? failed : answered(answer)),
        () => failed,
      )
      .then((event) => {
        if (mine !== generation.current) return;
        inFlight.current = false;
        dispatch(event);
      });
  };

  const askInfo = () => {
    if (infoInFlight.current) return;
    dispatch({ type: 'infoRequested' });
    call(infoInFlight, onInfo, (info) => ({ type: 'infoAnswered', info }), { type: 'infoFailed' });
  };

  const cancel = () => {
    const request = flightCancelRequestOf(flow);
    if (request === undefined || isFlightCancelBusy(flow) || cancelInFlight.current) return;
    dispatch({ type: 'cancelRequested' });
    call(
      cancelInFlight,
      () => onCancel(request),
      (outcome) => ({ type: 'cancelAnswered', outcome }),
      { type: 'cancelFailed' },
    );
  };

  // Opening the modal asks for the options: the one call made without a press.
  const askInfoOnOpen = useEffectEvent(askInfo);
  useEffect(() => {
    if (open) askInfoOnOpen();
  }, [open]);

  const booking: FlightCancelBooking = {
    flightTitle,
    ...(confirmationCode === undefined ? {} : { confirmationCode }),
    airlineCodes: (flight.itinerary.locators?.airline ?? []).map(({ airlineCode, locator }) => ({
      airline: airlineName(airlineCode, flightNames),
      code: locator,
    })),
    email,
    supportPhone,
    locale,
    timeZone,
  };

  return (
    <ItineraryDialog
      open={open}
      onClose={onClose}
      title={flightCancellationTexts.title}
      busy={isFlightCancelBusy(flow)}
      onExited={() => {
        generation.current += 1;
        infoInFlight.current = false;
        cancelInFlight.current = false;
        dispatch({ type: 'reset' });
        onExited?.();
      }}
    >
      <FlightCancelStepContent
        flow={flow}
        booking={booking}
        onContinue={() => dispatch({ type: 'continued' })}
        onContact={() => dispatch({ type: 'contactChosen' })}
        onBack={() => dispatch({ type: 'wentBack' })}
        onChooseRefundForm={(refundForm) => dispatch({ type: 'refundFormChosen', refundForm })}
        onConfirm={cancel}
        onTryAgain={() =>
          flow.step === 'tryAgain' && flow.retry.call === 'info' ? askInfo() : cancel()
        }
        onClose={onClose}
      />
    </ItineraryDialog>
  );
}
