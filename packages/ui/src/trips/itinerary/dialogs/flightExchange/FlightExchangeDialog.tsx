import {
  defaultLocale,
  exchangeProblemsOf,
  flightExchangeFlowReducer,
  flightExchangeRequestOf,
  flightExchangeStart,
  isFlightExchangeBusy,
  type ExchangeFlowAnswer,
  type FlightExchangeEvent,
  type FlightExchangeFlow,
  type FlightExchangeLoad,
  type FlightExchangeRequest,
  type FlightExchangeSubmission,
  type IsoDate,
  type TripTraveler,
} from '@wayfare/domain';
import { Fragment, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { ItineraryDialog, type ItineraryDialogBaseProps } from '../ItineraryDialog';
import { ExchangeAirports } from './ExchangeAirports';
import { ExchangeDateTime } from './ExchangeDateTime';
import { ExchangeFailed, ExchangeRequested } from './ExchangeOutcome';
import { ExchangeLoading, ExchangeProcessing } from './ExchangeProgress';
import { ExchangeRefusal } from './ExchangeRefusal';
import { ExchangeReview } from './ExchangeReview';
import { ExchangeSliceSelection } from './ExchangeSliceSelection';
import { flightExchangeTexts } from './flightExchangeTexts';

export interface FlightExchangeDialogProps extends ItineraryDialogBaseProps {
  /**
   * Asks whether and how the flight can be exchanged, each time the modal opens and on Try again
   * (tripCalls' flight exchange options, with the airports when it can). A missing itinerary
   * resolves `{ found: false }`; a failed call rejects.
   */
  readonly onLoad: () => Promise<FlightExchangeLoad>;
  /**
   * Runs the exchange flow for the request (products §4), telling `onProgress` each answer of its
   * poll; resolves how it ended, rejects when it could not be sent.
   */
  readonly onSubmit: (
    request: FlightExchangeRequest,
    onProgress: (answer: ExchangeFlowAnswer) => void,
  ) => Promise<FlightExchangeSubmission>;
  /** Everyone on the booking, whom the change is for. */
  readonly travelers: readonly TripTraveler[];
  /** The booking's confirmation email, where the new itinerary is sent. */
  readonly email: string;
  /** The booking's confirmation code, which an agent asks for. */
  readonly confirmationCode?: string;
  /** The tenant's support line (domain's tenantSettings), for the screens that send the traveler to it. */
  readonly supportPhone: string;
  /** Today where the traveler is: the first day a new flight may leave. */
  readonly today: IsoDate;
  /** The locale dates are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** Opens the flight's cancellation instead (inside the void window); without it the modal says how. */
  readonly onCancelFlight?: () => void;
}

/** A screen's identity: a new one mounts afresh, and its heading takes focus. */
function screenKey(flow: FlightExchangeFlow): string {
  if ('editing' in flow) return `${flow.screen}-${flow.editing}`;
  if ('phase' in flow) return `${flow.screen}-${flow.phase}`;
  return flow.screen;
}

/**
 * The "exchange flight" modal (spec: products §2 "Flight exchange screen states"; §3 slice change
 * actions; §4 the exchange flow), driven by domain's flightExchangeFlow: it asks whether the
 * flight can be changed when it opens, then says why not or walks the traveler through the
 * flights to change, their airports, days and times of day, and a review; the request runs the
 * exchange flow step by step (nothing can be pressed twice, the modal cannot close) and ends
 * requested or failed, with Try again and the support line. Each screen's heading takes focus.
 */
export function FlightExchangeDialog({
  open,
  onClose,
  onExited,
  onLoad,
  onSubmit,
  travelers,
  email,
  confirmationCode,
  supportPhone,
  today,
  locale = defaultLocale,
  onCancelFlight,
}: FlightExchangeDialogProps) {
  const [flow, dispatch] = useReducer(flightExchangeFlowReducer, flightExchangeStart);
  // Calls under way block a second one (two presses in a frame both see the screen before either
  // re-renders); a reset starts a new generation, whose flow an earlier call's late answer no
  // longer moves.
  const loadInFlight = useRef(false);
  const submitInFlight = useRef(false);
  const generation = useRef(0);

  const settle = (mine: number, event: FlightExchangeEvent) => {
    if (mine === generation.current) dispatch(event);
  };

  const load = () => {
    if (loadInFlight.current) return;
    loadInFlight.current = true;
    const mine = generation.current;
    dispatch({ type: 'load-requested' });
    void new Promise<FlightExchangeLoad>((resolve) => resolve(onLoad()))
      .then(
        (loaded): FlightExchangeEvent => ({ type: 'loaded', load: loaded }),
        (): FlightExchangeEvent => ({ type: 'load-failed' }),
      )
      .then((event) => {
        if (mine === generation.current) loadInFlight.current = false;
        settle(mine, event);
      });
  };

  const submit = () => {
    if (flow.screen !== 'GoToExchange' && flow.screen !== 'ChangeFailed') return;
    const request = flightExchangeRequestOf(flow.draft);
    if (request === undefined || submitInFlight.current) return;
    submitInFlight.current = true;
    const mine = generation.current;
    dispatch({ type: 'submitted' });
    const progressed = (answer: ExchangeFlowAnswer) => settle(mine, { type: 'progressed', answer });
    void new Promise<FlightExchangeSubmission>((resolve) => resolve(onSubmit(request, progressed)))
      .then(
        (submission): FlightExchangeEvent => ({ type: 'submission-ended', submission }),
        (): FlightExchangeEvent => ({ type: 'submit-failed' }),
      )
      .then((event) => {
        if (mine === generation.current) submitInFlight.current = false;
        settle(mine, event);
      });
  };

  // Opening the modal asks for the options: the one call made without a press.
  const loadOnOpen = useEffectEvent(load);
  useEffect(() => {
    if (open) loadOnOpen();
  }, [open]);

  const problems =
    'showProblems' in flow && flow.showProblems ? exchangeProblemsOf(flow, today) : [];
  const go = (event: FlightExchangeEvent) => dispatch(event);
  const next = () => go({ type: 'continued', today });
  const back = () => go({ type: 'went-back' });

  const screen = (() => {
    switch (flow.screen) {
      case 'LoadingOrProcessing':
        return flow.phase === 'loading' ? (
          <ExchangeLoading onClose={onClose} />
        ) : (
          <ExchangeProcessing answer={flow.answer} pendingAnswers={flow.pendingAnswers} />
        );
      case 'SliceSelection':
        return (
          <ExchangeSliceSelection
            draft={flow.draft}
            problems={problems}
            locale={locale}
            onChoose={(choice, action) => go({ type: 'slice-action-chosen', choice, action })}
            onChangeAirports={(choice, changeAirports) =>
              go({ type: 'airports-change-toggled', choice, changeAirports })
            }
            onAdd={() => go({ type: 'slice-added' })}
            onRemoveAdded={(choice) => go({ type: 'added-slice-removed', choice })}
            onContinue={next}
            onClose={onClose}
          />
        );
      case 'ChangeAirports':
        return (
          <ExchangeAirports
            draft={flow.draft}
            editing={flow.editing}
            problems={problems}
            onEdit={(edit) => go({ type: 'slice-edited', edit })}
            onContinue={next}
            onBack={back}
          />
        );
      case 'ChangeDateTime':
        return (
          <ExchangeDateTime
            draft={flow.draft}
            editing={flow.editing}
            problems={problems}
            today={today}
            locale={locale}
            onEdit={(edit) => go({ type: 'slice-edited', edit })}
            onContinue={next}
            onBack={back}
          />
        );
      case 'GoToExchange':
        return (
          <ExchangeReview
            draft={flow.draft}
            travelers={travelers}
            locale={locale}
            onSubmit={submit}
            onBack={back}
          />
        );
      case 'ChangeRequested':
        return <ExchangeRequested email={email} onDone={onClose} />;
      case 'ChangeFailed':
        return (
          <ExchangeFailed
            failure={flow.failure}
            supportPhone={supportPhone}
            onTryAgain={submit}
            onChangeRequest={back}
            onClose={onClose}
          />
        );
      case 'LoadFailed':
      case 'ItineraryNotFound':
        return (
          <ExchangeRefusal
            stop={{ reason: flow.screen }}
            supportPhone={supportPhone}
            confirmationCode={confirmationCode}
            onTryAgain={load}
            onClose={onClose}
          />
        );
      default:
        return (
          <ExchangeRefusal
            stop={flow.refusal}
            supportPhone={supportPhone}
            confirmationCode={confirmationCode}
            onTryAgain={load}
            onCancelFlight={onCancelFlight}
            onClose={onClose}
          />
        );
    }
  })();

  return (
    <ItineraryDialog
      open={open}
      onClose={onClose}
      title={flightExchangeTexts.title}
      busy={isFlightExchangeBusy(flow)}
      onExited={() => {
        generation.current += 1;
        loadInFlight.current = false;
        submitInFlight.current = false;
        dispatch({ type: 'reset' });
        onExited?.();
      }}
    >
      <Fragment key={screenKey(flow)}>{screen}</Fragment>
    </ItineraryDialog>
  );
}
