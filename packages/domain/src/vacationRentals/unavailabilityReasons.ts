/** What the user can do about an unavailable stay: pick other dates, or change the guests. */
export const unavailabilityActions = ['change-dates', 'change-guests'] as const;
export type UnavailabilityAction = (typeof unavailabilityActions)[number];

/** Reasons the server gives for an unavailable vacation rental (spec: platform §8). */
export const unavailabilityReasons = [
  'MinStayViolation',
  'MaxStayViolation',
  'OccupancyViolation',
  'PetPolicyViolation',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'BlockedDates',
  'MinBookingWindowViolation',
] as const;
export type UnavailabilityReason = (typeof unavailabilityReasons)[number];

export interface UnavailabilityMessage {
  readonly title: string;
  readonly subtitle: string;
  readonly action: UnavailabilityAction;
  readonly actionLabel: string;
}

const changeDates = { action: 'change-dates', actionLabel: 'Change Dates' } as const;
const changeGuests = { action: 'change-guests', actionLabel: 'Change Guests' } as const;

// spec: platform §8 "Vacation-rental unavailability reasons"; occupancy and pet reasons offer a
// change-guests action, the others a change-dates action.
const messages: Record<UnavailabilityReason, UnavailabilityMessage> = {
  MinStayViolation: {
    title: 'Minimum nights stay not met.',
    subtitle: 'Try a longer stay to continue.',
    ...changeDates,
  },
  MaxStayViolation: {
    title: 'Max nights stay exceeded.',
    subtitle: 'Try a shorter stay to continue.',
    ...changeDates,
  },
  OccupancyViolation: {
    title: 'Guest limit exceeded.',
    subtitle: 'Reduce the number of guests to continue.',
    ...changeGuests,
  },
  PetPolicyViolation: {
    title: 'Pets not allowed.',
    subtitle: 'Please remove pets to continue.',
    ...changeGuests,
  },
  CheckInNotAllowed: {
    title: 'Check-in date is not allowed.',
    subtitle: 'Please select a different check-in date to continue.',
    ...changeDates,
  },
  CheckOutNotAllowed: {
    title: 'Check-out date is not allowed.',
    subtitle: 'Please select a different check-out date to continue.',
    ...changeDates,
  },
  BlockedDates: {
    title: 'The dates you have selected are not available.',
    subtitle: 'Please try a different set of dates.',
    ...changeDates,
  },
  MinBookingWindowViolation: {
    title: 'Listing not available on short notice.',
    subtitle: 'Please select a later check-in date.',
    ...changeDates,
  },
};

/** The row for any reason the table does not name (spec: platform §8 "Default"). */
export const defaultUnavailabilityMessage: UnavailabilityMessage = {
  title: 'Listing is not available.',
  subtitle: 'Please select a different set of dates.',
  ...changeDates,
};

/** The text shown when a listing is unavailable and the server names no reason (spec: platform §2). */
export const listingUnavailableNotice = {
  text: 'This vacation rental is not available. Return to the search page for more vacation rentals.',
  actionLabel: 'Return to search',
} as const;

export function isUnavailabilityReason(reason: string): reason is UnavailabilityReason {
  return (unavailabilityReasons as readonly string[]).includes(reason);
}

/** The message for a reason the server sent, which may be one the table does not know. */
export function unavailabilityMessage(reason: string): UnavailabilityMessage {
  return isUnavailabilityReason(reason) ? messages[reason] : defaultUnavailabilityMessage;
}
