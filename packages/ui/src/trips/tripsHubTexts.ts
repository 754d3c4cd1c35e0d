import type {
  FutureTravelCreditState,
  ScheduleChangeChoice,
  TripListTabId,
  VoidWindowCountry,
} from '@wayfare/domain';

// The trips hub's texts. The spec gives the tab labels (products §2, in domain's tripListTabs) and
// the void window (products §9); every other word here is ours: the spec names the hub's states,
// modals and facts but shows no wording for them. Named `tripsHubTexts` so as not to be confused
// with the trips pages' own `tripsTexts` (@wayfare/trips).

export const tripsHubTexts = {
  /** The tab list's name: the page's heading is "My Trips", the tabs are its lists. */
  tabsLabel: 'My trips',
  loading: 'Loading your trips',
  status: 'Status',
  confirmationCode: 'Confirmation code',
  datesToBeConfirmed: 'Dates to be confirmed',
  ticket: 'Ticket',
  voidState: 'Void',
  travelCredit: 'Airline travel credit',
  travelCreditExpires: 'Expires',
  travelCreditExpired: 'Expired',
  itineraryTags: 'About this flight',
  virtualInterline:
    'This trip combines separate tickets from airlines that do not partner with each other. If one flight is delayed or changed, the other airlines may not rebook you.',
  notifications: 'Notifications',
  currentPrice: 'Current price',
  stopWatching: 'Stop watching',
  frozenPrice: 'Frozen price',
  frozenUntil: 'Frozen until',
  offer: 'Offer',
  scheduleChangeNotice: 'The airline changed the schedule of this trip.',
  reviewScheduleChange: 'Review the change',
} as const;

/** The empty state of each tab: what the traveller has none of. */
export const tripListEmptyTexts: Record<TripListTabId, string> = {
  upcoming: 'You have no upcoming trips.',
  watched: 'You are not watching any flight prices.',
  'frozen-prices': 'You have no frozen prices.',
  'airline-credits': 'You have no airline travel credits.',
  past: 'You have no past trips.',
  'with-offers': 'None of your trips has an offer right now.',
};

/**
 * spec: products §9 "Void window: US about 24 business hours; Canada until 11:59 pm local on
 * purchase day", as the traveller reads it beside a booking that can still be voided.
 */
export const voidWindowTexts: Record<VoidWindowCountry, string> = {
  US: 'You can void this booking at no cost within about 24 business hours of buying it.',
  CA: 'You can void this booking at no cost until 11:59 pm local time on the day you bought it.',
};

/** Which date an airline travel credit shows, by its state: a redeemed credit shows none. */
export const travelCreditDateTerms: Record<FutureTravelCreditState, string | undefined> = {
  available: tripsHubTexts.travelCreditExpires,
  expired: tripsHubTexts.travelCreditExpired,
  redeemed: undefined,
};

/** The "stop watching" modal (spec: products §2 "stop watching"). */
export const stopWatchingTexts = {
  title: 'Stop watching this price?',
  text: (route: string) =>
    `We will stop tracking the price of ${route} and stop sending you notifications about it.`,
  confirm: 'Stop watching',
  cancel: 'Keep watching',
} as const;

/** The "schedule change" modal (spec: products §2 "schedule change"; §4 its statuses and choices). */
export const scheduleChangeTexts = {
  title: 'Schedule change',
  intro: (route: string) =>
    `The airline changed the schedule of your trip ${route}. Review the new times, then choose what you would like to do.`,
  segments: 'New schedule',
  departs: 'Departs',
  arrives: 'Arrives',
  status: 'Status',
  segmentRoute: (origin: string, destination: string) => `${origin} to ${destination}`,
  choices: 'What would you like to do?',
  noChoices:
    'There is nothing to choose for this change: contact us if the new times do not work for you.',
  later: 'Decide later',
} as const;

/** What each of the traveller's choices does, under its label (tripLabels' scheduleChangeChoiceLabels). */
export const scheduleChangeChoiceTexts: Record<ScheduleChangeChoice, string> = {
  MoveToQueue: 'An agent reviews the change and contacts you with your options.',
  ReferToAirline: 'The airline handles the change with you directly.',
};
