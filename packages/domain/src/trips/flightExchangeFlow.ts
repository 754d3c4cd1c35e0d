import type { FlightAirport } from '../flights/flightAirport';
import { timeOfDayBucket, type TimeOfDayBucket } from '../experiences/timeOfDayBuckets';
import type { SliceChangeAction } from '../flights/sliceChangeActions';
import { addDays, type IsoDate } from '../stays/stayDates';
import {
  isExchangeFlowSettled,
  type ExchangeFlowAnswer,
  type ExchangeFlowStep,
} from './flightExchange';
import type {
  EligibleFlightExchange,
  ExchangeSliceRequest,
  FlightExchangeLoad,
  FlightExchangeRefusal,
  FlightExchangeRefusalReason,
  FlightExchangeRequest,
  FlightExchangeSubmission,
} from './flightExchangeCalls';

/**
 * What the traveler asks of one slice: a booked slice (by index) kept, flown, removed or changed,
 * or a slice they add. Where and when it should fly is filled in step by step; a kept, flown or
 * removed slice keeps the booked values.
 */
export interface ExchangeSliceChoice {
  /** The booked slice, by index; undefined for a slice the traveler adds. */
  readonly slice: number | undefined;
  readonly action: SliceChangeAction;
  /** The airports change too: always for an added slice, on request for a changed one. */
  readonly changeAirports: boolean;
  readonly origin: string | undefined;
  readonly destination: string | undefined;
  readonly date: IsoDate | undefined;
  readonly timeOfDay: TimeOfDayBucket | undefined;
}

/** Where and when a slice should fly, as the traveler fills it in. */
export type ExchangeSliceEdit = Partial<
  Pick<ExchangeSliceChoice, 'origin' | 'destination' | 'date' | 'timeOfDay'>
>;

/** The exchange being put together: the booking's options, the airports, and each slice's choice. */
export interface ExchangeDraft {
  readonly options: EligibleFlightExchange;
  readonly airports: readonly FlightAirport[];
  /** The booked slices in order, then the added ones. */
  readonly choices: readonly ExchangeSliceChoice[];
}

/** Why a submitted exchange did not reach the agents. */
export type ExchangeFailure =
  /** A step of the flow failed (products §4 "each success or failure"). */
  | { readonly kind: 'step-failed'; readonly step: ExchangeFlowStep }
  /** The poll gave up while a step was still pending; the step, if any answer came. */
  | { readonly kind: 'no-answer'; readonly step: ExchangeFlowStep | undefined }
  /** The request could not be sent, or its answers could not be read. */
  | { readonly kind: 'unreachable' };

/**
 * The flight exchange modal (spec: products §2 "Flight exchange screen states"; STATES §23), its
 * `screen` one of those states. LoadingOrProcessing is two phases: asking whether the booking can
 * be exchanged, and running the exchange flow (products §4) once submitted.
 */
export type FlightExchangeFlow =
  | { readonly screen: 'LoadingOrProcessing'; readonly phase: 'loading' }
  | { readonly screen: 'LoadFailed' }
  | { readonly screen: 'ItineraryNotFound' }
  | { readonly screen: FlightExchangeRefusalReason; readonly refusal: FlightExchangeRefusal }
  | {
      readonly screen: 'SliceSelection';
      readonly draft: ExchangeDraft;
      /** A Continue was refused: the screen's problems are shown until they are gone. */
      readonly showProblems: boolean;
    }
  | {
      readonly screen: 'ChangeAirports' | 'ChangeDateTime';
      readonly draft: ExchangeDraft;
      /** The choice being filled in, by index. */
      readonly editing: number;
      readonly showProblems: boolean;
    }
  | { readonly screen: 'GoToExchange'; readonly draft: ExchangeDraft }
  | {
      readonly screen: 'LoadingOrProcessing';
      readonly phase: 'processing';
      readonly draft: ExchangeDraft;
      /** The last answer of the flow's poll, once one came. */
      readonly answer: ExchangeFlowAnswer | undefined;
      /** How many Pending answers in a row the current step has given. */
      readonly pendingAnswers: number;
    }
  | {
      readonly screen: 'ChangeRequested';
      readonly draft: ExchangeDraft;
      readonly answer: ExchangeFlowAnswer;
    }
  | {
      readonly screen: 'ChangeFailed';
      readonly draft: ExchangeDraft;
      readonly failure: ExchangeFailure;
    };

export type FlightExchangeEvent =
  /** The options are asked for again (Try again after a failed load). */
  | { readonly type: 'load-requested' }
  | { readonly type: 'loaded'; readonly load: FlightExchangeLoad }
  | { readonly type: 'load-failed' }
  | {
      readonly type: 'slice-action-chosen';
      readonly choice: number;
      readonly action: SliceChangeAction;
    }
  | {
      readonly type: 'airports-change-toggled';
      readonly choice: number;
      readonly changeAirports: boolean;
    }
  | { readonly type: 'slice-added' }
  | { readonly type: 'added-slice-removed'; readonly choice: number }
  | { readonly type: 'slice-edited'; readonly edit: ExchangeSliceEdit }
  | { readonly type: 'continued'; readonly today: IsoDate }
  | { readonly type: 'went-back' }
  | { readonly type: 'submitted' }
  | { readonly type: 'progressed'; readonly answer: ExchangeFlowAnswer }
  | { readonly type: 'submission-ended'; readonly submission: FlightExchangeSubmission }
  | { readonly type: 'submit-failed' }
  /** The modal has closed: the next opening starts again. */
  | { readonly type: 'reset' };

export type FlightExchangeEventType = FlightExchangeEvent['type'];

export const flightExchangeEventTypes = [
  'load-requested',
  'loaded',
  'load-failed',
  'slice-action-chosen',
  'airports-change-toggled',
  'slice-added',
  'added-slice-removed',
  'slice-edited',
  'continued',
  'went-back',
  'submitted',
  'progressed',
  'submission-ended',
  'submit-failed',
  'reset',
] as const satisfies readonly FlightExchangeEventType[];

export const flightExchangeStart: FlightExchangeFlow = {
  screen: 'LoadingOrProcessing',
  phase: 'loading',
};

/**
 * How far ahead a new flight may be: airlines sell seats about 11 months (330 days) ahead (ours;
 * the spec gives no limit for an exchange).
 */
export const maxExchangeDaysAhead = 330;

/** The days a new flight may be on. */
export function exchangeDateRange(today: IsoDate): {
  readonly first: IsoDate;
  readonly last: IsoDate;
} {
  return { first: today, last: addDays(today, maxExchangeDaysAhead) };
}

/** What keeps a screen from going on, each said to the traveler. */
export const exchangeProblems = [
  'nothing-changes',
  'nothing-left',
  'origin-missing',
  'destination-missing',
  'same-airports',
  'date-missing',
  'date-in-past',
  'date-too-far',
  'before-previous-flight',
  'after-next-flight',
  'time-missing',
  'unchanged',
] as const;
export type ExchangeProblem = (typeof exchangeProblems)[number];

const changes = (action: SliceChangeAction) =>
  action === 'Change' || action === 'Remove' || action === 'Add';
const flies = (action: SliceChangeAction) => action !== 'Remove';

/** A booked slice's choice before the traveler says anything: kept, or flown. */
function bookedChoice(options: EligibleFlightExchange, index: number): ExchangeSliceChoice {
  const slice = options.slices[index];
  const hour = Number(slice?.departure.slice(11, 13));
  return {
    slice: index,
    action: slice?.actions.includes('Flown') ? 'Flown' : 'Keep',
    changeAirports: false,
    origin: slice?.origin,
    destination: slice?.destination,
    date: slice?.departure.slice(0, 10),
    timeOfDay: timeOfDayBucket(hour),
  };
}

/** The draft an eligible booking starts from: every slice kept (or flown), nothing added. */
export function exchangeDraftOf(
  options: EligibleFlightExchange,
  airports: readonly FlightAirport[],
): ExchangeDraft {
  return {
    options,
    airports,
    choices: options.slices.map((_, index) => bookedChoice(options, index)),
  };
}

/**
 * Where and when a choice's slice flies: the booked values for a kept, flown or removed slice;
 * the booked airports for a changed one whose airports stay; the traveler's otherwise.
 */
export function effectiveSliceOf(
  draft: ExchangeDraft,
  index: number,
): Pick<ExchangeSliceChoice, 'origin' | 'destination' | 'date' | 'timeOfDay'> {
  const choice = draft.choices[index];
  if (choice === undefined)
    return { origin: undefined, destination: undefined, date: undefined, timeOfDay: undefined };
  const booked = choice.slice === undefined ? undefined : bookedChoice(draft.options, choice.slice);
  if (booked === undefined || choice.action === 'Add') return choice;
  if (choice.action !== 'Change') return booked;
  const airports = choice.changeAirports ? choice : booked;
  return {
    origin: airports.origin,
    destination: airports.destination,
    date: choice.date,
    timeOfDay: choice.timeOfDay,
  };
}

/** How many slices the new itinerary has so far. */
const liveSlices = (draft: ExchangeDraft) =>
  draft.choices.filter(({ action }) => flies(action)).length;

/** A leg can be added: a multi-city below its most slices (products §2 "up to 5 legs"). */
export function canAddExchangeSlice(draft: ExchangeDraft): boolean {
  return liveSlices(draft) < draft.options.maxSlices;
}

type EditScreen = {
  readonly screen: 'ChangeAirports' | 'ChangeDateTime';
  readonly editing: number;
};

/**
 * The screens the traveler fills in after the slice selection, in order: for each changed slice
 * its airports (when they change) then its date and time; for each added slice both.
 */
export function exchangeEditScreensOf(draft: ExchangeDraft): EditScreen[] {
  return draft.choices.flatMap((choice, editing): EditScreen[] => {
    if (choice.action === 'Add')
      return [
        { screen: 'ChangeAirports', editing },
        { screen: 'ChangeDateTime', editing },
      ];
    if (choice.action !== 'Change') return [];
    return [
      ...(choice.changeAirports ? [{ screen: 'ChangeAirports', editing } as const] : []),
      { screen: 'ChangeDateTime', editing },
    ];
  });
}

/** The nearest slice before `index` that still flies, and the nearest kept one after it. */
function neighboursOf(draft: ExchangeDraft, index: number) {
  const before = draft.choices
    .map((choice, at) => ({ choice, at }))
    .filter(({ choice, at }) => at < index && flies(choice.action))
    .at(-1);
  const after = draft.choices
    .map((choice, at) => ({ choice, at }))
    .find(({ choice, at }) => at > index && choice.action === 'Keep');
  return {
    previousDate: before === undefined ? undefined : effectiveSliceOf(draft, before.at).date,
    nextDate: after === undefined ? undefined : effectiveSliceOf(draft, after.at).date,
  };
}

function dateTimeProblems(draft: ExchangeDraft, index: number, today: IsoDate): ExchangeProblem[] {
  const choice = draft.choices[index];
  const slice = effectiveSliceOf(draft, index);
  const problems: ExchangeProblem[] = [];
  const { date, timeOfDay } = slice;
  if (date === undefined) problems.push('date-missing');
  else {
    const range = exchangeDateRange(today);
    const { previousDate, nextDate } = neighboursOf(draft, index);
    if (date < range.first) problems.push('date-in-past');
    else if (date > range.last) problems.push('date-too-far');
    else if (previousDate !== undefined && date < previousDate)
      problems.push('before-previous-flight');
    else if (nextDate !== undefined && date > nextDate) problems.push('after-next-flight');
  }
  if (timeOfDay === undefined) problems.push('time-missing');
  if (problems.length === 0 && choice?.action === 'Change' && choice.slice !== undefined) {
    const booked = bookedChoice(draft.options, choice.slice);
    if (
      slice.origin === booked.origin &&
      slice.destination === booked.destination &&
      date === booked.date &&
      timeOfDay === booked.timeOfDay
    )
      problems.push('unchanged');
  }
  return problems;
}

function airportProblems(draft: ExchangeDraft, index: number): ExchangeProblem[] {
  const { origin, destination } = effectiveSliceOf(draft, index);
  const problems: ExchangeProblem[] = [];
  if (origin === undefined) problems.push('origin-missing');
  if (destination === undefined) problems.push('destination-missing');
  if (origin !== undefined && origin === destination) problems.push('same-airports');
  return problems;
}

/**
 * What keeps the screen from going on (ours): the slice selection needs a change and something
 * left to fly; the airports both ends, not the same; the date and time a day from today to
 * `maxExchangeDaysAhead` on, in order with the flights around it, and a flight other than the one
 * booked. Other screens have none.
 */
export function exchangeProblemsOf(flow: FlightExchangeFlow, today: IsoDate): ExchangeProblem[] {
  switch (flow.screen) {
    case 'SliceSelection': {
      const { choices } = flow.draft;
      if (!choices.some(({ action }) => changes(action))) return ['nothing-changes'];
      if (!choices.some(({ action }) => action !== 'Flown' && flies(action)))
        return ['nothing-left'];
      return [];
    }
    case 'ChangeAirports':
      return airportProblems(flow.draft, flow.editing);
    case 'ChangeDateTime':
      return dateTimeProblems(flow.draft, flow.editing, today);
    default:
      return [];
  }
}

/** The request the draft makes; undefined while a changed or added slice is incomplete. */
export function flightExchangeRequestOf(draft: ExchangeDraft): FlightExchangeRequest | undefined {
  const slices: ExchangeSliceRequest[] = [];
  for (const [index, choice] of draft.choices.entries()) {
    const { action, slice } = choice;
    if (action !== 'Change' && action !== 'Add') {
      if (slice === undefined) return undefined;
      slices.push({ action, slice });
      continue;
    }
    const { origin, destination, date, timeOfDay } = effectiveSliceOf(draft, index);
    if (origin === undefined || destination === undefined) return undefined;
    if (date === undefined || timeOfDay === undefined) return undefined;
    const where = { origin, destination, date, timeOfDay };
    if (action === 'Add') slices.push({ action, ...where });
    else if (slice === undefined) return undefined;
    else slices.push({ action, slice, ...where });
  }
  return { slices };
}

/** The flow's screen that shows a draft being put together. */
type DraftScreen = Extract<
  FlightExchangeFlow,
  { screen: 'SliceSelection' | 'ChangeAirports' | 'ChangeDateTime' | 'GoToExchange' }
>;

const sliceSelection = (draft: ExchangeDraft): DraftScreen => ({
  screen: 'SliceSelection',
  draft,
  showProblems: false,
});

const editScreen = (draft: ExchangeDraft, edit: EditScreen): DraftScreen => ({
  ...edit,
  draft,
  showProblems: false,
});

/** The screen after the slice selection (`position` -1) or after an edit screen. */
function screenAfter(draft: ExchangeDraft, position: number): DraftScreen {
  const next = exchangeEditScreensOf(draft)[position + 1];
  return next === undefined ? { screen: 'GoToExchange', draft } : editScreen(draft, next);
}

/** The screen before an edit screen (or before the review, at the end). */
function screenBefore(draft: ExchangeDraft, position: number): DraftScreen {
  const previous = exchangeEditScreensOf(draft)[position - 1];
  return previous === undefined ? sliceSelection(draft) : editScreen(draft, previous);
}

function positionOf(draft: ExchangeDraft, edit: EditScreen): number {
  return exchangeEditScreensOf(draft).findIndex(
    ({ screen, editing }) => screen === edit.screen && editing === edit.editing,
  );
}

function withChoice(
  draft: ExchangeDraft,
  index: number,
  change: (choice: ExchangeSliceChoice) => ExchangeSliceChoice,
): ExchangeDraft {
  return {
    ...draft,
    choices: draft.choices.map((choice, at) => (at === index ? change(choice) : choice)),
  };
}

/** The choice the slice selection may change: a booked slice that is not flown. */
function choosableAt(draft: ExchangeDraft, index: number): ExchangeSliceChoice | undefined {
  const choice = draft.choices[index];
  return choice?.slice === undefined || choice.action === 'Flown' ? undefined : choice;
}

const editKeys = {
  ChangeAirports: ['origin', 'destination'],
  ChangeDateTime: ['date', 'timeOfDay'],
} as const;

function settledOutcome(draft: ExchangeDraft, answer: ExchangeFlowAnswer): FlightExchangeFlow {
  return answer.result === 'Failure'
    ? { screen: 'ChangeFailed', draft, failure: { kind: 'step-failed', step: answer.step } }
    : { screen: 'ChangeRequested', draft, answer };
}

/**
 * The next flow after an event, or undefined where the event does not belong (a second submit
 * while one runs, a late answer nobody waits for, a choice a slice does not allow). The dialog
 * dispatches through `flightExchangeFlowReducer`, which keeps the flow as it was then.
 */
export function nextFlightExchangeFlow(
  flow: FlightExchangeFlow,
  event: FlightExchangeEvent,
): FlightExchangeFlow | undefined {
  switch (event.type) {
    case 'reset':
      return flightExchangeStart;
    case 'load-requested':
      return flow.screen === 'LoadFailed' ? flightExchangeStart : undefined;
    case 'loaded': {
      if (flow.screen !== 'LoadingOrProcessing' || flow.phase !== 'loading') return undefined;
      const { load } = event;
      if (!load.found) return { screen: 'ItineraryNotFound' };
      const { options } = load;
      if (options.eligibility === 'Failure') return { screen: 'LoadFailed' };
      if (options.eligibility === 'NotEligible')
        return { screen: options.refusal.reason, refusal: options.refusal };
      return sliceSelection(exchangeDraftOf(options, load.airports));
    }
    case 'load-failed':
      return flow.screen === 'LoadingOrProcessing' && flow.phase === 'loading'
        ? { screen: 'LoadFailed' }
        : undefined;
    case 'slice-action-chosen': {
      if (flow.screen !== 'SliceSelection') return undefined;
      const choice = choosableAt(flow.draft, event.choice);
      const allowed = flow.draft.options.slices[choice?.slice ?? -1]?.actions ?? [];
      if (!allowed.includes(event.action) || event.action === choice?.action) return undefined;
      return {
        ...flow,
        draft: withChoice(flow.draft, event.choice, (current) => ({
          ...current,
          action: event.action,
        })),
      };
    }
    case 'airports-change-toggled': {
      if (flow.screen !== 'SliceSelection') return undefined;
      const choice = choosableAt(flow.draft, event.choice);
      if (choice?.action !== 'Change' || choice.changeAirports === event.changeAirports)
        return undefined;
      return {
        ...flow,
        draft: withChoice(flow.draft, event.choice, (current) => ({
          ...current,
          changeAirports: event.changeAirports,
        })),
      };
    }
    case 'slice-added': {
      if (flow.screen !== 'SliceSelection' || !canAddExchangeSlice(flow.draft)) return undefined;
      const { draft } = flow;
      const lastFlying = draft.choices
        .map((_, index) => index)
        .filter((index) => flies(draft.choices[index]?.action ?? 'Remove'))
        .at(-1);
      const added: ExchangeSliceChoice = {
        slice: undefined,
        action: 'Add',
        changeAirports: true,
        origin:
          lastFlying === undefined ? undefined : effectiveSliceOf(draft, lastFlying).destination,
        destination: undefined,
        date: undefined,
        timeOfDay: undefined,
      };
      return { ...flow, draft: { ...draft, choices: [...draft.choices, added] } };
    }
    case 'added-slice-removed': {
      if (flow.screen !== 'SliceSelection') return undefined;
      if (flow.draft.choices[event.choice]?.action !== 'Add') return undefined;
      const choices = flow.draft.choices.filter((_, index) => index !== event.choice);
      return { ...flow, draft: { ...flow.draft, choices } };
    }
    case 'slice-edited': {
      if (flow.screen !== 'ChangeAirports' && flow.screen !== 'ChangeDateTime') return undefined;
      const keys = Object.keys(event.edit);
      const allowed: readonly string[] = editKeys[flow.screen];
      if (keys.length === 0 || keys.some((key) => !allowed.includes(key))) return undefined;
      return {
        ...flow,
        draft: withChoice(flow.draft, flow.editing, (current) => ({ ...current, ...event.edit })),
      };
    }
    case 'continued': {
      if (
        flow.screen !== 'SliceSelection' &&
        flow.screen !== 'ChangeAirports' &&
        flow.screen !== 'ChangeDateTime'
      )
        return undefined;
      if (exchangeProblemsOf(flow, event.today).length > 0) return { ...flow, showProblems: true };
      return flow.screen === 'SliceSelection'
        ? screenAfter(flow.draft, -1)
        : screenAfter(flow.draft, positionOf(flow.draft, flow));
    }
    case 'went-back':
      switch (flow.screen) {
        case 'ChangeAirports':
        case 'ChangeDateTime':
          return screenBefore(flow.draft, positionOf(flow.draft, flow));
        case 'GoToExchange':
          return screenBefore(flow.draft, exchangeEditScreensOf(flow.draft).length);
        case 'ChangeFailed':
          return { screen: 'GoToExchange', draft: flow.draft };
        default:
          return undefined;
      }
    case 'submitted':
      // From the review, or Try again after a failure; never a second one while one runs.
      return (flow.screen === 'GoToExchange' || flow.screen === 'ChangeFailed') &&
        flightExchangeRequestOf(flow.draft) !== undefined
        ? {
            screen: 'LoadingOrProcessing',
            phase: 'processing',
            draft: flow.draft,
            answer: undefined,
            pendingAnswers: 0,
          }
        : undefined;
    case 'progressed': {
      if (flow.screen !== 'LoadingOrProcessing' || flow.phase !== 'processing') return undefined;
      const { answer } = event;
      const stillPending =
        answer.result === 'Pending' &&
        flow.answer?.result === 'Pending' &&
        flow.answer.step === answer.step;
      const pendingAnswers =
        answer.result !== 'Pending' ? 0 : stillPending ? flow.pendingAnswers + 1 : 1;
      return { ...flow, answer, pendingAnswers };
    }
    case 'submission-ended': {
      if (flow.screen !== 'LoadingOrProcessing' || flow.phase !== 'processing') return undefined;
      const { submission } = event;
      if (submission.outcome === 'settled' && isExchangeFlowSettled(submission.answer))
        return settledOutcome(flow.draft, submission.answer);
      const last = submission.outcome === 'settled' ? submission.answer : submission.last;
      return {
        screen: 'ChangeFailed',
        draft: flow.draft,
        failure: { kind: 'no-answer', step: (last ?? flow.answer)?.step },
      };
    }
    case 'submit-failed':
      return flow.screen === 'LoadingOrProcessing' && flow.phase === 'processing'
        ? { screen: 'ChangeFailed', draft: flow.draft, failure: { kind: 'unreachable' } }
        : undefined;
  }
}

/** For `useReducer`: an event that does not belong leaves the flow as it was. */
export function flightExchangeFlowReducer(
  flow: FlightExchangeFlow,
  event: FlightExchangeEvent,
): FlightExchangeFlow {
  return nextFlightExchangeFlow(flow, event) ?? flow;
}

/** The exchange flow is running: the modal cannot be closed and nothing can be pressed twice. */
export function isFlightExchangeBusy(flow: FlightExchangeFlow): boolean {
  return flow.screen === 'LoadingOrProcessing' && flow.phase === 'processing';
}
