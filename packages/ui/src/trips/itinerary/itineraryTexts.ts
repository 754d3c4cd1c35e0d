import type { FlightTripType } from '@wayfare/domain';
import { tripsHubTexts } from '../tripsHubTexts';

// The itinerary details' texts. The spec names the details' modals (products §2 "Modals and
// dialogs") and the home cancel quote's outcomes (products §8) but shows none of their words:
// every text here is ours, except where a comment cites the spec (platform §2 "Hosted by").
// Labels of the trip's values (statuses, kinds) are the hub's, in ../tripLabels.

/** The page: its facts, its sections and the buttons that open each modal. */
export const itineraryTexts = {
  status: 'Status',
  confirmationCode: 'Confirmation code',
  dates: 'Dates',
  datesToBeConfirmed: tripsHubTexts.datesToBeConfirmed,
  bookedOn: 'Booked on',
  email: 'Confirmation email',
  travelers: 'Travelers',
  travelerCount: (count: number) => (count === 1 ? '1 traveler' : `${count} travelers`),
  guestCount: (count: number) => (count === 1 ? '1 guest' : `${count} guests`),
  roomCount: (count: number) => (count === 1 ? '1 room' : `${count} rooms`),
  /** A watch is no booking (products §3): the hub shows it, it has no details. */
  watchHasNoDetails: 'A price watch is not a booking: it has no itinerary to show.',

  bookingSection: 'Your booking',
  flightSection: 'Flight',
  hotelSection: 'Hotel',
  carSection: 'Car rental',
  homeSection: 'Home',
  experienceSection: 'Experience',

  // Flights.
  ticket: 'Ticket',
  cabin: 'Cabin',
  fare: 'Fare',
  departs: 'Departs',
  arrives: 'Arrives',
  operatedBy: (airline: string) => `Operated by ${airline}`,
  technicalStops: (count: number) =>
    count === 1 ? '1 technical stop' : `${count} technical stops`,
  /** "+1 day": the arrival is on a later day than the departure. */
  plusDays: (days: number) => (days === 1 ? '+1 day' : `+${days} days`),
  layover: (duration: string, airport: string) => `Layover ${duration} in ${airport}`,
  selfTransfer: 'Self-transfer: collect your bags and check in again.',
  segmentRoute: (origin: string, destination: string) => `${origin} to ${destination}`,
  legs: 'Flights of this trip',
  virtualInterline: tripsHubTexts.virtualInterline,

  // Stays, cars, experiences.
  address: 'Address',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  room: 'Room',
  rooms: 'Rooms',
  guests: 'Guests',
  vendor: 'Company',
  vehicle: 'Car',
  pickUp: 'Pick up',
  dropOff: 'Drop off',
  meetingPoint: 'Meeting point',
  starts: 'Starts',
  duration: 'Duration',
} as const;

/** The button of each modal, as the sections show them: one name per page, each unique. */
export const itineraryActionLabels = {
  confirmation: 'Confirmation',
  resendConfirmation: 'Resend confirmation',
  changeEmail: 'Change email',
  receipt: 'Itemized receipt',
  travelers: 'Travelers',
  requestTravelerEdit: 'Request traveler edit',
  flightCheckIn: 'Check in with the airline',
  flightItinerary: 'Flight itinerary',
  virtualInterline: 'About separate tickets',
  /** products §2 "self-serve cancel flight". */
  cancelFlight: 'Cancel flight',
  stayCheckIn: 'Check-in and check-out',
  basicInfo: 'Basic info',
  carConfirmation: 'Car confirmation',
  drivers: 'Drivers',
  pickUp: 'Pick up',
  dropOff: 'Drop off',
  hostAndRentalDetails: 'Host and rental details',
  cancellationPolicy: 'Cancellation policy',
  cancelHome: 'Cancel home',
  /** products §2 "exchange flight". */
  exchangeFlight: 'Change flight',
  experienceItinerary: 'Experience itinerary',
} as const;

/**
 * The title of a slice, by the flight's trip type (products §3 "trip types"): outbound and return
 * for a round trip or an open jaw, the leg's number for a multi-city trip.
 */
export function sliceTitle(tripType: FlightTripType, index: number, count: number): string {
  if (tripType === 'multi_city') return `Leg ${index + 1} of ${count}`;
  if (index === 0) return 'Outbound';
  if (index === 1) return 'Return';
  return `Flight ${index + 1}`;
}

/** A length of time, "2 h", "45 min", "1 h 30 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What every modal shares. */
export const itineraryDialogTexts = {
  close: 'Close',
  done: 'Done',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  /** An email field's errors (the pattern is domain's isValidContactEmail). */
  emailRequired: 'Enter an email address.',
  emailInvalid: 'Enter a valid email address.',
} as const;

/** The "confirmation" modal: the booking's codes, where it was sent, when it was booked. */
export const confirmationDialogTexts = {
  title: 'Confirmation',
  airlineCodes: 'Airline confirmation codes',
  hostCode: 'Host confirmation code',
} as const;

/** The "resend confirmation" modal. */
export const resendConfirmationTexts = {
  title: 'Resend confirmation',
  intro: 'We will send the confirmation of this booking to this email address.',
  email: 'Email address',
  send: 'Resend',
  sent: (email: string) => `We sent the confirmation to ${email}.`,
  failed: 'We could not resend the confirmation. Check the address and try again.',
} as const;

/** The "change email" modal. */
export const changeEmailTexts = {
  title: 'Change email',
  current: (email: string) => `Confirmations for this booking go to ${email}.`,
  email: 'New email address',
  unchanged: 'This is already the email of this booking.',
  save: 'Save email',
  saved: (email: string) => `Confirmations for this booking now go to ${email}.`,
  failed: 'We could not change the email. Please try again.',
} as const;

/** The "itemized receipt" modal (products §2 "itemized hotel/home/package receipt"). */
export const receiptTexts = {
  title: 'Itemized receipt',
  item: 'Item',
  amount: 'Amount',
  total: 'Total',
  paidWith: 'Paid with',
} as const;

/** The "travelers" modal. */
export const travelersDialogTexts = {
  title: 'Travelers',
  none: 'No travelers are recorded on this booking.',
} as const;

/** The "request traveler edit" modal and its success (products §2 "request traveler edit (and success)"). */
export const travelerEditTexts = {
  title: 'Request traveler edit',
  intro:
    'Tell us what should change, for example a misspelled name or a date of birth. An agent makes the change for you.',
  traveler: 'Traveler',
  travelerRequired: 'Choose the traveler whose details should change.',
  change: 'What should change?',
  changeHelp: 'Up to 500 characters.',
  changeRequired: 'Describe the change you need.',
  send: 'Send request',
  failed: 'We could not send your request. Please try again.',
  sentTitle: 'Request sent',
  sent: (travelerName: string, email: string) =>
    `We sent your request to update ${travelerName}'s details. We will write to ${email} once it is done.`,
} as const;

/** The "check-in" modal: a flight checks in with its airline, a stay has its times. */
export const checkInTexts = {
  flightTitle: 'Check in with the airline',
  flightIntro:
    "Check in on the airline's website or app, with the airline's confirmation code for your flights.",
  noAirlineCodes:
    'Your airline confirmation code shows here once the airline has issued your ticket.',
  firstFlight: 'First flight',
  firstFlightValue: (time: string, airport: string) => `${time} from ${airport}`,
  stayTitle: 'Check-in and check-out',
  place: 'Property',
} as const;

/** The "car confirmation" modal. */
export const carConfirmationTexts = {
  title: 'Car confirmation',
  vendorCode: (vendor: string) => `${vendor} confirmation number`,
  intro: (vendor: string) => `Give this number at the ${vendor} counter when you pick up the car.`,
} as const;

/** The "drivers" modal. */
export const driversTexts = {
  title: 'Drivers',
  main: 'Main driver',
  additional: 'Additional driver',
} as const;

/** The "pick up" and "drop off" modals. */
export const carCounterTexts = {
  pickUpTitle: 'Pick up',
  dropOffTitle: 'Drop off',
  place: 'Location',
  address: 'Address',
  pickUpAt: 'Pick up on',
  dropOffAt: 'Drop off by',
} as const;

/** The "basic info" modal of a hotel or a home. */
export const basicInfoTexts = { title: 'Basic info', name: 'Name' } as const;

/** The "host and rental details" modal. */
export const hostDetailsTexts = {
  title: 'Host and rental details',
  /** spec: platform §2 "The host is shown as 'Hosted by' followed by the host name". */
  hostedBy: (name: string) => `Hosted by ${name}`,
  phone: 'Phone',
  hostCode: 'Host confirmation code',
  rentalDetails: 'About the rental',
} as const;

/** The "experience itinerary" modal. */
export const experienceItineraryTexts = {
  title: 'Experience itinerary',
  steps: 'What you will do',
} as const;

/** The "cancellation policy" modal of an experience or a home. */
export const cancellationPolicyTexts = { title: 'Cancellation policy' } as const;

/** The flight itinerary modal: every leg of a multi-city trip (products §2, up to 5 legs). */
export const flightItineraryTexts = {
  title: 'Flight itinerary',
  multiCityTitle: 'Multi-city itinerary',
} as const;

/** The "virtual interline" modal (products §2, §3 multiTicketType virtualInterline). */
export const virtualInterlineTexts = {
  title: 'Separate tickets',
  text: tripsHubTexts.virtualInterline,
  advice:
    'Leave plenty of time between flights on different tickets, and check in again with each airline if your bags are not checked through.',
} as const;

/**
 * The "cancel home" modal, step by step (products §2 "cancel home"; §8 "Home cancel quote success
 * or change quote failure").
 */
export const cancelHomeTexts = {
  title: 'Cancel home',
  loadingQuote: 'Getting your refund amount…',
  quoteIntro: (listingName: string) =>
    `If you cancel ${listingName} now, this is what you get back and what you pay.`,
  refund: 'Refund',
  penalty: 'Cancellation fee',
  confirm: 'Cancel this booking',
  keep: 'Keep my booking',
  cancelFailed: 'We could not cancel your booking. It is still booked: please try again.',
  quoteFailureTitle: 'We could not get a refund amount',
  /** products §8 "change quote failure": no quote could be made for this home. */
  quoteFailure:
    'We could not work out what cancelling this home would refund. Try again, or contact us to cancel it.',
  /** The quote call itself failed: nothing was said about the home. */
  quoteError: 'Something went wrong while getting your refund amount. Please try again.',
  cancelled: (listingName: string) => `Your booking of ${listingName} is cancelled.`,
  refundOnItsWay: (refund: string) => `${refund} will be refunded to how you paid.`,
} as const;
