import {
  canadaVoidWindowLastMinute,
  formatTimeOfDay,
  timeOfDayBuckets,
  usVoidWindowBusinessHours,
  type ExchangeFailure,
  type ExchangeFlowStep,
  type ExchangeFlowStepState,
  type ExchangeIneligibilityCause,
  type ExchangeProblem,
  type SliceChangeAction,
  type TimeOfDayBucket,
  type VoidWindowCountry,
} from '@wayfare/domain';

// The flight exchange modal's texts (products §2 "exchange flight"; STATES §23). The spec names
// its screen states, the slice actions and the exchange flow's steps, and shows none of their
// words: every text here is ours, written for the cardholder, except the time-of-day names
// (products §3 "early morning, morning, afternoon, evening", domain's timeOfDayBuckets).

/** The Canadian void window's last minute, as the terms page writes it. */
const canadaLastMinute = formatTimeOfDay(canadaVoidWindowLastMinute);

/** The modal's frame and the buttons every screen shares. */
export const flightExchangeTexts = {
  title: 'Change flight',
  close: 'Close',
  back: 'Back',
  continue: 'Continue',
  tryAgain: 'Try again',
  done: 'Done',
  /** How a phone number is offered: "call us at 1-800-…". */
  callUs: 'Call us at',
} as const;

/** LoadingOrProcessing, while the modal asks whether the flight can be changed. */
export const exchangeLoadingTexts = {
  heading: 'Checking your flight',
  message: 'Checking whether this flight can be changed online…',
} as const;

/** The labels of the slice actions (products §3 "Slice change actions"). */
export const sliceChangeActionLabels: Record<SliceChangeAction, string> = {
  Keep: 'Keep this flight',
  Change: 'Change it',
  Remove: 'Remove it',
  Flown: 'Flown',
  Add: 'New flight',
};

/** SliceSelection: what happens to each flight. */
export const sliceSelectionTexts = {
  heading: 'Which flights do you want to change?',
  intro:
    'Choose what happens to each flight. You will pick the new airports, day and time next. The change is for everyone on this booking.',
  flown: 'You have flown this flight, so it stays as it is.',
  changeAirports: 'Change the airports too',
  addSlice: 'Add a flight',
  addSliceHelp: (max: number) => `Your trip can have up to ${max} flights.`,
  addedTitle: (number: number) => `New flight ${number}`,
  addedNote: 'You will choose its airports, day and time next.',
  removeAdded: (number: number) => `Remove new flight ${number}`,
  flights: 'Flights',
} as const;

/** ChangeAirports: the new origin and destination of one flight. */
export const changeAirportsTexts = {
  heading: (slice: string) => `${slice}: where do you want to fly?`,
  intro: 'Search by city, airport name or code.',
  from: 'From',
  to: 'To',
  booked: (route: string) => `Booked: ${route}`,
} as const;

/** The time-of-day buckets as the modal offers them: the spec's names, with their hours (ours). */
export const timeOfDayTexts: Record<
  TimeOfDayBucket,
  { readonly label: string; readonly hours: string }
> = {
  0: { label: timeOfDayBuckets[0].label, hours: 'Before 8 AM' },
  1: { label: timeOfDayBuckets[1].label, hours: '8 AM to noon' },
  2: { label: timeOfDayBuckets[2].label, hours: 'Noon to 5 PM' },
  3: { label: timeOfDayBuckets[3].label, hours: '5 PM or later' },
};

/** ChangeDateTime: the new day and time of day of one flight. */
export const changeDateTimeTexts = {
  heading: (slice: string) => `${slice}: when do you want to fly?`,
  intro: (route: string) => `${route}. Pick a day, then the time of day that suits you.`,
  calendar: 'Departure date',
  chosen: (date: string) => `Departing ${date}`,
  noDate: 'No date chosen yet',
  timeOfDay: 'Time of day',
  booked: (when: string) => `Booked: ${when}`,
} as const;

/** What a screen says when Continue finds something missing. */
export const exchangeProblemTexts: Record<ExchangeProblem, string> = {
  'nothing-changes': 'Choose at least one flight to change, remove or add.',
  'nothing-left': 'Keep or change at least one flight: a trip needs a flight to take.',
  'origin-missing': 'Choose the airport you fly from.',
  'destination-missing': 'Choose the airport you fly to.',
  'same-airports': 'Choose two different airports.',
  'date-missing': 'Choose a date.',
  'date-in-past': 'Choose today or a later date.',
  'date-too-far':
    'Choose a date within the next 11 months: airlines do not sell seats further ahead.',
  'before-previous-flight': 'Choose a date on or after your previous flight.',
  'after-next-flight': 'Choose a date on or before your next flight, or change that flight too.',
  'time-missing': 'Choose a time of day.',
  unchanged: 'This is the flight you already have. Choose another date or time of day.',
};

/** GoToExchange: the change, old against new, and the button that sends it. */
export const exchangeReviewTexts = {
  heading: 'Review your change',
  intro: 'Check your new flights before you send the request.',
  now: 'Now',
  requested: 'Requested',
  kept: 'Stays as booked',
  removed: 'Removed from your trip',
  flown: 'Already flown',
  added: 'Not booked yet',
  newFlight: (route: string, date: string, timeOfDay: string) =>
    `${route}, ${date}, ${timeOfDay.toLowerCase()}`,
  travelers: (count: number) => (count === 1 ? 'Traveler' : `Travelers (${count})`),
  forEveryone: 'The change is for every traveler on this booking.',
  whatHappens:
    "When you send it, we look for flights that match, get the airline's price and book them. Our agents then finish the change and email you the new itinerary, with any difference in fare.",
  submit: 'Request this change',
} as const;

/** The exchange flow's steps as the traveler reads them (products §4 steps). */
export const exchangeFlowStepLabels: Record<ExchangeFlowStep, string> = {
  Shop: 'Finding flights that match',
  PriceQuoteSchedule: 'Asking the airline for a price',
  PriceQuotePoll: "Getting the airline's price",
  BookSchedule: 'Booking your new flights',
  BookPoll: 'Confirming the booking with the airline',
  AgentFulfil: 'Handing your request to our agents',
};

/** How each step stands, for a screen reader beside its icon. */
export const exchangeFlowStepStateLabels: Record<ExchangeFlowStepState, string> = {
  done: 'Done',
  current: 'In progress',
  failed: 'Failed',
  waiting: 'Not started',
};

/** LoadingOrProcessing, while the exchange flow runs. */
export const exchangeProcessingTexts = {
  heading: 'Requesting your change',
  intro: 'This can take a minute. Please keep this window open.',
  steps: 'Progress',
  now: (step: string) => `${step}…`,
  stillWaiting: (step: string) =>
    `Still waiting: "${step}" is taking longer than usual. We keep checking, so there is no need to send the request again.`,
} as const;

/** ChangeRequested: the request is with the agents. */
export const changeRequestedTexts = {
  heading: 'Change requested',
  message: (email: string) =>
    `Our agents have your request. We will email your new itinerary to ${email}.`,
  next: 'What happens next',
  nextSteps: [
    'Our agents confirm the new flights with the airline.',
    'You get an email with your new itinerary and any difference in fare.',
    'Until then, your current flights stay booked. You do not need to do anything.',
  ],
} as const;

/** What failed, in plain words, by the step it failed at. */
const failedAt: Record<ExchangeFlowStep, string> = {
  Shop: 'We could not find flights that match your request.',
  PriceQuoteSchedule: 'The airline could not give us a price for the new flights.',
  PriceQuotePoll: 'The airline could not give us a price for the new flights.',
  BookSchedule: 'The airline could not book the new flights.',
  BookPoll: 'The airline could not book the new flights.',
  AgentFulfil: 'We could not hand your request to our agents.',
};

/** ChangeFailed: what went wrong, that the booking stands, and the ways forward. */
export const changeFailedTexts = {
  heading: 'We could not change your flight',
  reason: (failure: ExchangeFailure): string => {
    switch (failure.kind) {
      case 'step-failed':
        return failedAt[failure.step];
      case 'no-answer':
        return failure.step === undefined
          ? 'We did not get an answer about your change in time.'
          : `We did not get an answer in time while "${exchangeFlowStepLabels[failure.step]}".`;
      case 'unreachable':
        return 'We could not send your request. Check your connection and try again.';
    }
  },
  /** Where the booking stands after each failure. */
  booking: (failure: ExchangeFailure): string =>
    failure.kind === 'no-answer'
      ? 'Your current flights stay booked unless we email you that the change went through.'
      : 'Your current flights are still booked, and nothing was charged.',
  waysForward: 'Try again, change your request, or call us and an agent will help:',
  changeRequest: 'Change my request',
} as const;

/** Why the fare allows no change online, by cause. */
const ineligibleBecause: Record<ExchangeIneligibilityCause, string> = {
  NonExchangeableFare: 'The fare of this booking does not allow changes.',
  NotTicketed:
    'The airline has not issued your tickets yet. Once it has, you can change your flights here.',
  AllFlown: 'You have flown every flight of this booking.',
  Canceled: 'This booking is canceled.',
  ChangeAlreadyRequested:
    'You have already asked to change this booking. Our agents are working on it and will email you the new itinerary.',
};

/** The void window as a traveler reads it (products §9), by where the ticket was bought. */
const voidWindow: Record<VoidWindowCountry, string> = {
  US: `for about ${usVoidWindowBusinessHours} business hours after you buy it`,
  CA: `until ${canadaLastMinute} local time on the day you buy it`,
};

/** The screens that say why the flight cannot be changed online, and what to do instead. */
export const exchangeRefusalTexts = {
  contactAirline: {
    heading: (airline: string) => `Change this flight with ${airline}`,
    message: (airline: string) =>
      `${airline} manages the tickets of this booking, so only ${airline} can change them. Contact ${airline} on its website or by phone, with your airline confirmation code.`,
    code: (airline: string) => `${airline} confirmation code`,
  },
  contactSupport: {
    heading: 'Call us to change this flight',
    message:
      'This booking cannot be changed online, but our agents can change it for you over the phone.',
    code: 'Have your confirmation code ready',
  },
  ineligible: {
    heading: 'This flight cannot be changed',
    reason: (cause: ExchangeIneligibilityCause) => ineligibleBecause[cause],
    help: 'If you have questions about this booking, call us:',
  },
  ticketedVoidable: {
    heading: 'Cancel for a full refund instead',
    message: (country: VoidWindowCountry) =>
      `You bought this ticket recently. A ticket can be cancelled for a full refund ${voidWindow[country]}, and it cannot be changed during that time.`,
    instead:
      'To fly on other flights, cancel this booking for a full refund, then book the flights you want.',
    cancelFlight: 'Cancel flight instead',
  },
  legacyTicketedVoidable: {
    heading: 'Call us to cancel or change this flight',
    message:
      'You bought this ticket recently, so it can still be cancelled for a full refund. It was issued on our previous booking system, so only our agents can cancel it.',
    instead: 'Call us to cancel it, then book the flights you want:',
  },
  tooManyAttempts: {
    heading: 'Call us to finish your change',
    message: (attempts: number) =>
      `We tried to change this booking ${attempts} times without success, so online changes are paused for it. An agent can make the change for you.`,
  },
  itineraryNotFound: {
    heading: 'We cannot find this booking',
    message:
      "We could not find your flights in the airline's records, so we cannot change them online. Call us and we will look into it:",
  },
  loadFailed: {
    heading: 'We could not check your flight',
    message:
      'Something went wrong while checking whether this flight can be changed. Please try again.',
  },
} as const;

/** The note a trip shows once a change is with the agents (its details and its card). */
export const exchangeRequestedNotice =
  'You asked to change this flight. Our agents are working on it and will email you the new itinerary; until then your current flights stay booked.';
