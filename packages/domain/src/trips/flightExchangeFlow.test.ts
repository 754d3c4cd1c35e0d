import { describe, expect, it } from 'vitest';
import type { FlightAirport } from '../flights/flightAirport';
import { flightExchangeScreenStates, type FlightExchangeScreenState } from './flightExchange';
import type { EligibleFlightExchange, FlightExchangeRefusal } from './flightExchangeCalls';
import {
  canAddExchangeSlice,
  effectiveSliceOf,
  exchangeDateRange,
  exchangeDraftOf,
  exchangeEditScreensOf,
  exchangeProblemsOf,
  flightExchangeEventTypes,
  flightExchangeFlowReducer,
  flightExchangeRequestOf,
  flightExchangeStart,
  isFlightExchangeBusy,
  nextFlightExchangeFlow,
  type ExchangeDraft,
  type FlightExchangeEvent,
  type FlightExchangeEventType,
  type FlightExchangeFlow,
} from './flightExchangeFlow';

const today = '2026-07-01';

const airports: FlightAirport[] = [
  {
    code: 'YYZ',
    city: 'Toronto',
    name: 'Toronto Pearson International Airport',
    country: 'Canada',
  },
  { code: 'CDG', city: 'Paris', name: 'Paris Charles de Gaulle Airport', country: 'France' },
  { code: 'ORY', city: 'Paris', name: 'Paris Orly Airport', country: 'France' },
];

/** Toronto–Paris and back, nothing flown yet. */
const roundTrip: EligibleFlightExchange = {
  eligibility: 'Eligible',
  tripType: 'round_trip',
  slices: [
    {
      origin: 'YYZ',
      destination: 'CDG',
      departure: '2026-07-22T21:30',
      arrival: '2026-07-23T10:40',
      flights: ['AC 880'],
      actions: ['Keep', 'Change'],
    },
    {
      origin: 'CDG',
      destination: 'YYZ',
      departure: '2026-08-01T13:05',
      arrival: '2026-08-01T15:05',
      flights: ['AC 881'],
      actions: ['Keep', 'Change'],
    },
  ],
  maxSlices: 2,
};

/** Montréal, Paris, Rome and home, the first leg flown: legs may be removed, or added up to 5. */
const multiCity: EligibleFlightExchange = {
  eligibility: 'Eligible',
  tripType: 'multi_city',
  slices: [
    {
      origin: 'YUL',
      destination: 'CDG',
      departure: '2026-06-28T19:00',
      arrival: '2026-06-29T07:55',
      flights: ['AC 870'],
      actions: ['Flown'],
    },
    {
      origin: 'CDG',
      destination: 'FCO',
      departure: '2026-07-05T10:30',
      arrival: '2026-07-05T12:35',
      flights: ['AF 1404'],
      actions: ['Keep', 'Change', 'Remove'],
    },
    {
      origin: 'FCO',
      destination: 'YUL',
      departure: '2026-07-12T12:40',
      arrival: '2026-07-12T16:05',
      flights: ['AC 895'],
      actions: ['Keep', 'Change', 'Remove'],
    },
  ],
  maxSlices: 5,
};

/** Vancouver–San Francisco, one way: no flight before or after it. */
const oneWay: EligibleFlightExchange = {
  eligibility: 'Eligible',
  tripType: 'one_way',
  slices: [
    {
      origin: 'YVR',
      destination: 'SFO',
      departure: '2026-07-10T07:00',
      arrival: '2026-07-10T09:20',
      flights: ['AC 558'],
      actions: ['Keep', 'Change'],
    },
  ],
  maxSlices: 1,
};

const refusals: Record<FlightExchangeRefusal['reason'], FlightExchangeRefusal> = {
  ContactAirline: {
    reason: 'ContactAirline',
    airline: { code: 'AF', name: 'Air France' },
    locator: 'AFX7Q20',
  },
  ContactSupport: { reason: 'ContactSupport' },
  IneligibleForExchange: { reason: 'IneligibleForExchange', cause: 'NonExchangeableFare' },
  TicketedVoidable: { reason: 'TicketedVoidable', voidWindowCountry: 'CA' },
  LegacyTicketedVoidable: { reason: 'LegacyTicketedVoidable' },
  TooManyAttemptsSupport: { reason: 'TooManyAttemptsSupport', attempts: 3 },
};

const roundDraft = exchangeDraftOf(roundTrip, airports);
const multiDraft = exchangeDraftOf(multiCity, airports);

/** A draft with one choice changed. */
const changed = (
  draft: ExchangeDraft,
  index: number,
  change: Partial<ExchangeDraft['choices'][number]>,
): ExchangeDraft => ({
  ...draft,
  choices: draft.choices.map((choice, at) => (at === index ? { ...choice, ...change } : choice)),
});

const returnChanged = changed(roundDraft, 1, { action: 'Change' });
/** The return moved two days later, in the afternoon: a complete request. */
const returnMoved = changed(returnChanged, 1, { date: '2026-08-03', timeOfDay: 2 });
const legAdded: ExchangeDraft = {
  ...multiDraft,
  choices: [
    ...multiDraft.choices,
    {
      slice: undefined,
      action: 'Add',
      changeAirports: true,
      origin: 'YUL',
      destination: undefined,
      date: undefined,
      timeOfDay: undefined,
    },
  ],
};

const selection = (draft: ExchangeDraft): FlightExchangeFlow => ({
  screen: 'SliceSelection',
  draft,
  showProblems: false,
});

/** One flow of each screen, and of the kinds of each the events tell apart. */
const flows = {
  loading: flightExchangeStart,
  'load failed': { screen: 'LoadFailed' },
  'itinerary not found': { screen: 'ItineraryNotFound' },
  ...(Object.fromEntries(
    Object.values(refusals).map((refusal) => [refusal.reason, { screen: refusal.reason, refusal }]),
  ) as Record<FlightExchangeRefusal['reason'], FlightExchangeFlow>),
  'slice selection': selection(roundDraft),
  'slice selection, return changed': selection(returnChanged),
  'slice selection, multi-city': selection(multiDraft),
  'slice selection, multi-city, leg added': selection(legAdded),
  'change airports': { screen: 'ChangeAirports', draft: legAdded, editing: 3, showProblems: false },
  'change date and time': {
    screen: 'ChangeDateTime',
    draft: returnMoved,
    editing: 1,
    showProblems: false,
  },
  'go to exchange': { screen: 'GoToExchange', draft: returnMoved },
  processing: {
    screen: 'LoadingOrProcessing',
    phase: 'processing',
    draft: returnMoved,
    answer: undefined,
    pendingAnswers: 0,
  },
  'change requested': {
    screen: 'ChangeRequested',
    draft: returnMoved,
    answer: { step: 'AgentFulfil', result: 'Success' },
  },
  'change failed': {
    screen: 'ChangeFailed',
    draft: returnMoved,
    failure: { kind: 'step-failed', step: 'Shop' },
  },
} satisfies Record<string, FlightExchangeFlow>;
type FlowName = keyof typeof flows;
const names = Object.keys(flows) as FlowName[];

const events: {
  readonly [T in FlightExchangeEventType]: Extract<FlightExchangeEvent, { type: T }>;
} = {
  'load-requested': { type: 'load-requested' },
  loaded: { type: 'loaded', load: { found: true, options: roundTrip, airports } },
  'load-failed': { type: 'load-failed' },
  'slice-action-chosen': { type: 'slice-action-chosen', choice: 1, action: 'Change' },
  'airports-change-toggled': { type: 'airports-change-toggled', choice: 1, changeAirports: true },
  'slice-added': { type: 'slice-added' },
  'added-slice-removed': { type: 'added-slice-removed', choice: 3 },
  'slice-edited': { type: 'slice-edited', edit: { date: '2026-08-04' } },
  continued: { type: 'continued', today },
  'went-back': { type: 'went-back' },
  submitted: { type: 'submitted' },
  progressed: { type: 'progressed', answer: { step: 'PriceQuotePoll', result: 'Pending' } },
  'submission-ended': {
    type: 'submission-ended',
    submission: { outcome: 'settled', answer: { step: 'AgentFulfil', result: 'Success' } },
  },
  'submit-failed': { type: 'submit-failed' },
  reset: { type: 'reset' },
};

const all = (screen: FlightExchangeScreenState) =>
  Object.fromEntries(names.map((name) => [name, screen]));

/**
 * Every pair the flow allows, and the screen it leads to (STATES §23; the rules are ours). Every
 * pair not here is refused: the flow stays as it was.
 */
const allowed: {
  readonly [T in FlightExchangeEventType]: Partial<Record<FlowName, FlightExchangeScreenState>>;
} = {
  'load-requested': { 'load failed': 'LoadingOrProcessing' },
  loaded: { loading: 'SliceSelection' },
  'load-failed': { loading: 'LoadFailed' },
  'slice-action-chosen': {
    'slice selection': 'SliceSelection',
    'slice selection, multi-city': 'SliceSelection',
    'slice selection, multi-city, leg added': 'SliceSelection',
  },
  'airports-change-toggled': { 'slice selection, return changed': 'SliceSelection' },
  'slice-added': {
    'slice selection, multi-city': 'SliceSelection',
    'slice selection, multi-city, leg added': 'SliceSelection',
  },
  'added-slice-removed': { 'slice selection, multi-city, leg added': 'SliceSelection' },
  'slice-edited': { 'change date and time': 'ChangeDateTime' },
  // A Continue with something missing stays, and shows what is missing.
  continued: {
    'slice selection': 'SliceSelection',
    'slice selection, return changed': 'ChangeDateTime',
    'slice selection, multi-city': 'SliceSelection',
    'slice selection, multi-city, leg added': 'ChangeAirports',
    'change airports': 'ChangeAirports',
    'change date and time': 'GoToExchange',
  },
  'went-back': {
    'change airports': 'SliceSelection',
    'change date and time': 'SliceSelection',
    'go to exchange': 'ChangeDateTime',
    'change failed': 'GoToExchange',
  },
  // From the review, or Try again after a failure; never a second one while one runs.
  submitted: { 'go to exchange': 'LoadingOrProcessing', 'change failed': 'LoadingOrProcessing' },
  progressed: { processing: 'LoadingOrProcessing' },
  'submission-ended': { processing: 'ChangeRequested' },
  'submit-failed': { processing: 'ChangeFailed' },
  reset: all('LoadingOrProcessing'),
};

describe('nextFlightExchangeFlow', () => {
  const pairs = names.flatMap((name) =>
    flightExchangeEventTypes.map((type) => [name, type] as const),
  );

  it.each(pairs)('%s + %s: allowed, or refused', (name, type) => {
    const next = nextFlightExchangeFlow(flows[name], events[type]);
    expect(next?.screen).toBe(allowed[type][name]);
    expect(flightExchangeFlowReducer(flows[name], events[type])).toEqual(next ?? flows[name]);
  });

  it('knows every screen state and every event it is tested with', () => {
    expect(new Set(names.map((name) => flows[name].screen))).toEqual(
      new Set(flightExchangeScreenStates),
    );
    expect(Object.keys(events).sort()).toEqual([...flightExchangeEventTypes].sort());
  });
});

const reduce = (flow: FlightExchangeFlow, ...steps: FlightExchangeEvent[]) =>
  steps.reduce(flightExchangeFlowReducer, flow);

describe('loading', () => {
  it('shows each refusal on its own screen, with what it says', () => {
    for (const refusal of Object.values(refusals)) {
      const flow = reduce(flightExchangeStart, {
        type: 'loaded',
        load: { found: true, options: { eligibility: 'NotEligible', refusal }, airports: [] },
      });
      expect(flow).toEqual({ screen: refusal.reason, refusal });
    }
  });

  it('a missing itinerary is ItineraryNotFound; a backend that cannot tell is LoadFailed, and Try again asks again', () => {
    expect(reduce(flightExchangeStart, { type: 'loaded', load: { found: false } })).toEqual({
      screen: 'ItineraryNotFound',
    });
    const failed = reduce(flightExchangeStart, {
      type: 'loaded',
      load: { found: true, options: { eligibility: 'Failure' }, airports: [] },
    });
    expect(failed).toEqual({ screen: 'LoadFailed' });
    expect(reduce(failed, { type: 'load-requested' })).toBe(flightExchangeStart);
  });

  it('starts an eligible booking with every slice kept, a flown one flown, at its booked time of day', () => {
    const flow = reduce(flightExchangeStart, {
      type: 'loaded',
      load: { found: true, options: multiCity, airports },
    });
    if (flow.screen !== 'SliceSelection') throw new Error(flow.screen);
    expect(flow.draft.airports).toBe(airports);
    expect(flow.draft.choices.map(({ action }) => action)).toEqual(['Flown', 'Keep', 'Keep']);
    expect(flow.draft.choices[1]).toEqual({
      slice: 1,
      action: 'Keep',
      changeAirports: false,
      origin: 'CDG',
      destination: 'FCO',
      date: '2026-07-05',
      timeOfDay: 1,
    });
  });
});

describe('the slice selection', () => {
  it('lets no flown slice change, and no slice take an action it does not allow', () => {
    const multi = selection(multiDraft);
    expect(
      nextFlightExchangeFlow(multi, { type: 'slice-action-chosen', choice: 0, action: 'Change' }),
    ).toBeUndefined();
    const round = selection(roundDraft);
    expect(
      nextFlightExchangeFlow(round, { type: 'slice-action-chosen', choice: 0, action: 'Remove' }),
    ).toBeUndefined();
    expect(
      nextFlightExchangeFlow(round, { type: 'slice-action-chosen', choice: 0, action: 'Flown' }),
    ).toBeUndefined();
    expect(
      nextFlightExchangeFlow(round, { type: 'slice-action-chosen', choice: 7, action: 'Change' }),
    ).toBeUndefined();
  });

  it('adds legs to a multi-city up to 5, the next one leaving from where the last one lands', () => {
    let flow = selection(multiDraft);
    flow = reduce(flow, { type: 'slice-added' }, { type: 'slice-added' });
    if (flow.screen !== 'SliceSelection') throw new Error(flow.screen);
    expect(flow.draft.choices).toHaveLength(5);
    expect(flow.draft.choices[3]?.origin).toBe('YUL');
    expect(canAddExchangeSlice(flow.draft)).toBe(false);
    expect(nextFlightExchangeFlow(flow, { type: 'slice-added' })).toBeUndefined();
    // A removed leg makes room for another.
    const removed = reduce(flow, { type: 'slice-action-chosen', choice: 2, action: 'Remove' });
    if (removed.screen !== 'SliceSelection') throw new Error(removed.screen);
    expect(canAddExchangeSlice(removed.draft)).toBe(true);
    expect(
      nextFlightExchangeFlow(removed, { type: 'added-slice-removed', choice: 1 }),
    ).toBeUndefined();
    expect(reduce(removed, { type: 'added-slice-removed', choice: 4 })).toMatchObject({
      draft: { choices: { length: 4 } },
    });
  });

  it('an added leg after every leg is removed leaves from where the flown one landed', () => {
    const flow = reduce(
      selection(multiDraft),
      { type: 'slice-action-chosen', choice: 1, action: 'Remove' },
      { type: 'slice-action-chosen', choice: 2, action: 'Remove' },
      { type: 'slice-added' },
    );
    if (flow.screen !== 'SliceSelection') throw new Error(flow.screen);
    expect(flow.draft.choices[3]?.origin).toBe('CDG');
  });

  it('asks for a change, and for something left to fly, before going on', () => {
    const unchanged = reduce(selection(roundDraft), events.continued);
    expect(unchanged).toMatchObject({ screen: 'SliceSelection', showProblems: true });
    expect(exchangeProblemsOf(unchanged, today)).toEqual(['nothing-changes']);
    const nothingLeft = reduce(
      selection(multiDraft),
      { type: 'slice-action-chosen', choice: 1, action: 'Remove' },
      { type: 'slice-action-chosen', choice: 2, action: 'Remove' },
      events.continued,
    );
    expect(exchangeProblemsOf(nothingLeft, today)).toEqual(['nothing-left']);
    expect(nothingLeft).toMatchObject({ screen: 'SliceSelection', showProblems: true });
  });

  it('goes straight to the review when legs are only removed', () => {
    const flow = reduce(
      selection(multiDraft),
      { type: 'slice-action-chosen', choice: 2, action: 'Remove' },
      events.continued,
    );
    expect(flow.screen).toBe('GoToExchange');
    if (flow.screen !== 'GoToExchange') throw new Error(flow.screen);
    expect(flightExchangeRequestOf(flow.draft)).toEqual({
      slices: [
        { action: 'Flown', slice: 0 },
        { action: 'Keep', slice: 1 },
        { action: 'Remove', slice: 2 },
      ],
    });
  });
});

describe('walking the round trip to a requested change', () => {
  it('changes the return date and time, reviews it, and submits it once', () => {
    let flow = reduce(
      flightExchangeStart,
      events.loaded,
      { type: 'slice-action-chosen', choice: 1, action: 'Change' },
      events.continued,
    );
    expect(flow).toMatchObject({ screen: 'ChangeDateTime', editing: 1, showProblems: false });
    // The booked flight again is no change.
    flow = reduce(flow, events.continued);
    expect(exchangeProblemsOf(flow, today)).toEqual(['unchanged']);
    flow = reduce(
      flow,
      { type: 'slice-edited', edit: { date: '2026-08-03' } },
      { type: 'slice-edited', edit: { timeOfDay: 3 } },
      events.continued,
    );
    expect(flow.screen).toBe('GoToExchange');
    if (flow.screen !== 'GoToExchange') throw new Error(flow.screen);
    expect(flightExchangeRequestOf(flow.draft)).toEqual({
      slices: [
        { action: 'Keep', slice: 0 },
        {
          action: 'Change',
          slice: 1,
          origin: 'CDG',
          destination: 'YYZ',
          date: '2026-08-03',
          timeOfDay: 3,
        },
      ],
    });
    const processing = reduce(flow, events.submitted);
    expect(isFlightExchangeBusy(processing)).toBe(true);
    expect(nextFlightExchangeFlow(processing, events.submitted)).toBeUndefined();
    expect(nextFlightExchangeFlow(processing, events['went-back'])).toBeUndefined();
    const requested = reduce(processing, events.progressed, events['submission-ended']);
    expect(requested).toMatchObject({
      screen: 'ChangeRequested',
      answer: { step: 'AgentFulfil', result: 'Success' },
    });
    expect(isFlightExchangeBusy(requested)).toBe(false);
  });

  it('asks for the airports first when they change too, and goes back the same way', () => {
    const flow = reduce(
      selection(returnChanged),
      { type: 'airports-change-toggled', choice: 1, changeAirports: true },
      events.continued,
    );
    expect(flow).toMatchObject({ screen: 'ChangeAirports', editing: 1 });
    const fromOrly = reduce(flow, { type: 'slice-edited', edit: { origin: 'ORY' } });
    const dateTime = reduce(fromOrly, events.continued);
    expect(dateTime).toMatchObject({ screen: 'ChangeDateTime', editing: 1 });
    expect(reduce(dateTime, events['went-back'])).toMatchObject({ screen: 'ChangeAirports' });
    expect(reduce(dateTime, events['went-back'], events['went-back']).screen).toBe(
      'SliceSelection',
    );
    // Another airport is a change by itself, on the booked day and time.
    expect(exchangeProblemsOf(dateTime, today)).toEqual([]);
    if (dateTime.screen !== 'ChangeDateTime') throw new Error(dateTime.screen);
    expect(effectiveSliceOf(dateTime.draft, 1)).toEqual({
      origin: 'ORY',
      destination: 'YYZ',
      date: '2026-08-01',
      timeOfDay: 2,
    });
    // Airports that no longer change are the booked ones again.
    const off = changed(dateTime.draft, 1, { changeAirports: false });
    expect(effectiveSliceOf(off, 1).origin).toBe('CDG');
    expect(exchangeEditScreensOf(off)).toEqual([{ screen: 'ChangeDateTime', editing: 1 }]);
  });

  it('edits on each screen only what that screen asks', () => {
    const airportsScreen = flows['change airports'];
    expect(
      nextFlightExchangeFlow(airportsScreen, { type: 'slice-edited', edit: { timeOfDay: 1 } }),
    ).toBeUndefined();
    expect(
      nextFlightExchangeFlow(airportsScreen, { type: 'slice-edited', edit: {} }),
    ).toBeUndefined();
    expect(
      reduce(airportsScreen, { type: 'slice-edited', edit: { destination: 'LIS' } }),
    ).toMatchObject({ draft: { choices: { 3: { destination: 'LIS' } } } });
  });
});

describe('the problems of each screen', () => {
  const airportsOf = (edit: Partial<ExchangeDraft['choices'][number]>): FlightExchangeFlow => ({
    screen: 'ChangeAirports',
    draft: changed(legAdded, 3, edit),
    editing: 3,
    showProblems: true,
  });

  it.each([
    [{ origin: undefined }, ['origin-missing', 'destination-missing']],
    [{ destination: 'YUL' }, ['same-airports']],
    [{ destination: 'LIS' }, []],
  ] as const)('airports %j: %j', (edit, problems) => {
    expect(exchangeProblemsOf(airportsOf(edit), today)).toEqual(problems);
  });

  const range = exchangeDateRange(today);
  const dateTimeOf = (
    draft: ExchangeDraft,
    index: number,
    edit: Partial<ExchangeDraft['choices'][number]>,
  ): FlightExchangeFlow => ({
    screen: 'ChangeDateTime',
    draft: changed(draft, index, edit),
    editing: index,
    showProblems: true,
  });

  it.each([
    ['no day', { date: undefined }, ['date-missing']],
    ['no day or time', { date: undefined, timeOfDay: undefined }, ['date-missing', 'time-missing']],
    ['yesterday', { date: '2026-06-30' }, ['date-in-past']],
    ['today', { date: today }, []],
    ['the last day', { date: range.last }, []],
    ['a day too far', { date: '2027-05-28' }, ['date-too-far']],
    ['no time of day', { timeOfDay: undefined }, ['time-missing']],
    ['the booked flight', { date: '2026-07-10', timeOfDay: 0 }, ['unchanged']],
    ['the booked day in the evening', { date: '2026-07-10', timeOfDay: 3 }, []],
  ] as const)('a one way on %s: %j', (_, edit, problems) => {
    const flight = changed(exchangeDraftOf(oneWay, airports), 0, { action: 'Change' });
    expect(exchangeProblemsOf(dateTimeOf(flight, 0, edit), today)).toEqual(problems);
  });

  it('keeps the flights in order: not before the one before, not after a kept one after', () => {
    const outbound = changed(roundDraft, 0, { action: 'Change' });
    expect(exchangeProblemsOf(dateTimeOf(outbound, 0, { date: '2026-08-02' }), today)).toEqual([
      'after-next-flight',
    ]);
    expect(exchangeProblemsOf(dateTimeOf(outbound, 0, { date: '2026-08-01' }), today)).toEqual([]);
    const both = changed(outbound, 1, { action: 'Change' });
    expect(exchangeProblemsOf(dateTimeOf(both, 0, { date: '2026-08-05' }), today)).toEqual([]);
    const returnFirst = changed(both, 0, { date: '2026-08-05' });
    expect(exchangeProblemsOf(dateTimeOf(returnFirst, 1, { date: '2026-08-04' }), today)).toEqual([
      'before-previous-flight',
    ]);
    // A removed leg is not in the way.
    const legRemoved = changed(changed(multiDraft, 1, { action: 'Remove' }), 2, {
      action: 'Change',
    });
    expect(exchangeProblemsOf(dateTimeOf(legRemoved, 2, { date: '2026-07-02' }), today)).toEqual(
      [],
    );
  });

  it('has none on the other screens', () => {
    for (const name of ['loading', 'go to exchange', 'processing', 'change failed'] as const)
      expect(exchangeProblemsOf(flows[name], today)).toEqual([]);
  });
});

describe('the exchange flow once submitted', () => {
  const processing = flows.processing;

  it('counts the Pending answers a step gives in a row', () => {
    const quote = { step: 'PriceQuotePoll', result: 'Pending' } as const;
    const book = { step: 'BookPoll', result: 'Pending' } as const;
    const once = reduce(processing, { type: 'progressed', answer: quote });
    const thrice = reduce(
      once,
      { type: 'progressed', answer: quote },
      { type: 'progressed', answer: quote },
    );
    expect(thrice).toMatchObject({ answer: quote, pendingAnswers: 3 });
    expect(reduce(thrice, { type: 'progressed', answer: book })).toMatchObject({
      pendingAnswers: 1,
    });
    expect(
      reduce(thrice, { type: 'progressed', answer: { step: 'BookSchedule', result: 'Success' } }),
    ).toMatchObject({ pendingAnswers: 0 });
  });

  it('fails at the step that failed, and Try again submits the same request again', () => {
    const failed = reduce(processing, {
      type: 'submission-ended',
      submission: { outcome: 'settled', answer: { step: 'BookPoll', result: 'Failure' } },
    });
    expect(failed).toEqual({
      screen: 'ChangeFailed',
      draft: returnMoved,
      failure: { kind: 'step-failed', step: 'BookPoll' },
    });
    expect(reduce(failed, events.submitted)).toEqual(processing);
  });

  it('says where it stopped waiting when the poll gives up', () => {
    const waiting = reduce(processing, {
      type: 'progressed',
      answer: { step: 'PriceQuotePoll', result: 'Pending' },
    });
    expect(
      reduce(waiting, { type: 'submission-ended', submission: { outcome: 'no-answer' } }),
    ).toMatchObject({ failure: { kind: 'no-answer', step: 'PriceQuotePoll' } });
    expect(
      reduce(processing, {
        type: 'submission-ended',
        submission: { outcome: 'no-answer', last: { step: 'BookPoll', result: 'Pending' } },
      }),
    ).toMatchObject({ failure: { kind: 'no-answer', step: 'BookPoll' } });
    expect(
      reduce(processing, { type: 'submission-ended', submission: { outcome: 'no-answer' } }),
    ).toMatchObject({ failure: { kind: 'no-answer', step: undefined } });
    // A "settled" answer that is still running is no final answer either.
    expect(
      reduce(processing, {
        type: 'submission-ended',
        submission: { outcome: 'settled', answer: { step: 'BookPoll', result: 'Pending' } },
      }),
    ).toMatchObject({ failure: { kind: 'no-answer', step: 'BookPoll' } });
  });

  it('a request that could not be sent is unreachable', () => {
    expect(reduce(processing, events['submit-failed'])).toMatchObject({
      failure: { kind: 'unreachable' },
    });
  });

  it('submits only a complete request', () => {
    const incomplete = changed(returnChanged, 1, { date: undefined });
    expect(flightExchangeRequestOf(incomplete)).toBeUndefined();
    expect(
      nextFlightExchangeFlow({ screen: 'GoToExchange', draft: incomplete }, events.submitted),
    ).toBeUndefined();
    expect(flightExchangeRequestOf(changed(legAdded, 3, { destination: 'LIS' }))).toBeUndefined();
    expect(flightExchangeRequestOf(changed(roundDraft, 0, { slice: undefined }))).toBeUndefined();
    expect(flightExchangeRequestOf(changed(returnMoved, 1, { slice: undefined }))).toBeUndefined();
  });

  it('adds a complete new leg after the booked ones', () => {
    const draft = changed(legAdded, 3, { destination: 'LIS', date: '2026-07-15', timeOfDay: 0 });
    expect(flightExchangeRequestOf(draft)?.slices.at(-1)).toEqual({
      action: 'Add',
      origin: 'YUL',
      destination: 'LIS',
      date: '2026-07-15',
      timeOfDay: 0,
    });
  });
});

describe('effectiveSliceOf', () => {
  it('knows nothing of a choice that is not there', () => {
    expect(effectiveSliceOf(roundDraft, 9)).toEqual({
      origin: undefined,
      destination: undefined,
      date: undefined,
      timeOfDay: undefined,
    });
  });

  it('gives a kept or removed slice its booked values, whatever was edited', () => {
    const edited = changed(multiDraft, 2, { action: 'Remove', date: '2026-07-20' });
    expect(effectiveSliceOf(edited, 2).date).toBe('2026-07-12');
  });
});
