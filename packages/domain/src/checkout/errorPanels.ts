import { formatFiat } from '../money/formatFiat';
import { defaultLocale, type Fiat } from '../money/money';
import { unavailabilityMessage } from '../vacationRentals/unavailabilityReasons';

/** The four panel kinds of the spec, each with its own icon (spec: platform §8 "Checkout error panels"). */
export const errorPanelIcons = [
  'generic-error',
  'unable-to-process',
  'price-drop',
  'price-increase',
] as const;
export type ErrorPanelIcon = (typeof errorPanelIcons)[number];

/** What a panel's buttons do (spec: platform §8 "Button actions"). */
export const errorPanelActions = [
  'search-again',
  'choose-another-property',
  'continue',
  'try-again',
  'edit-payment-information',
  'acknowledge-price-change',
  'change-dates',
  'change-guests',
  'modify-travelers',
  'go-to-trips',
] as const;
export type ErrorPanelAction = (typeof errorPanelActions)[number];

export interface ErrorPanelButton {
  readonly action: ErrorPanelAction;
  readonly label: string;
}

/** Everything a panel shows; the ui package renders it, the screen wires the actions. */
export interface ErrorPanelContent {
  readonly icon: ErrorPanelIcon;
  readonly title: string;
  readonly subtitle?: string;
  readonly primary: ErrorPanelButton;
  readonly secondary?: ErrorPanelButton;
}

/** Payment-verification failure codes that have their own title (spec: platform §8). */
export const paymentVerificationFailures = ['InvalidCVV', 'InvalidAddress', 'Other'] as const;
export type PaymentVerificationFailure = (typeof paymentVerificationFailures)[number];

/** Every checkout error panel, with what its text needs. */
export type CheckoutErrorPanel =
  | { readonly kind: 'default' }
  | { readonly kind: 'generic' }
  | { readonly kind: 'search-failed' }
  | { readonly kind: 'card-not-found'; readonly supportPhone: string }
  | { readonly kind: 'fraud'; readonly supportPhone: string }
  | { readonly kind: 'redemption-failure' }
  | {
      readonly kind: 'payment-verification';
      readonly failure: PaymentVerificationFailure;
      /** The server's first error message; without one the panel asks to add the card again. */
      readonly firstErrorMessage?: string;
    }
  /** `difference` is the new total minus the old; its sign says increase or decrease. */
  | { readonly kind: 'price-change'; readonly difference: Fiat }
  | { readonly kind: 'unavailable'; readonly reason: string }
  /** The booking refused the travelers (a hotel's guest country or check-in age): `reason` is the code. */
  | { readonly kind: 'travelers'; readonly reason: string }
  /** The provider changed the price while booking; a new quote shows the new total. */
  | { readonly kind: 'price-changed' }
  /** Too many attempts, or not allowed (products §3 rate-limit reasons ExcessiveActivity, Unauthorized). */
  | { readonly kind: 'booking-refused'; readonly supportPhone: string }
  /** The booking's outcome is unknown (the network failed while it was made): it may exist. */
  | { readonly kind: 'booking-unknown' }
  /**
   * A flight was booked but the airline has not ticketed it yet (products §8 PollingTimeout,
   * Ticketing*, MissingAirlineLocator): it exists, so the traveller follows it in My Trips.
   */
  | { readonly kind: 'ticketing-pending' };

export type CheckoutErrorPanelKind = CheckoutErrorPanel['kind'];

export const checkoutErrorPanelKinds = [
  'default',
  'generic',
  'search-failed',
  'card-not-found',
  'fraud',
  'redemption-failure',
  'payment-verification',
  'price-change',
  'unavailable',
  'travelers',
  'price-changed',
  'booking-refused',
  'booking-unknown',
  'ticketing-pending',
] as const satisfies readonly CheckoutErrorPanelKind[];

const button = (action: ErrorPanelAction, label: string): ErrorPanelButton => ({ action, label });
const searchAgain = button('search-again', 'Search Again');
const chooseAnotherProperty = button('choose-another-property', 'Choose Another Property');

/** What the travelers panel says of each code a booking refuses travelers with (ours). */
const travelersPanelTexts: Readonly<Record<string, { title: string; subtitle: string }>> = {
  InvalidGuestCountry: {
    title: "This hotel cannot take a booking for the main guest's country.",
    subtitle: 'Choose another main guest, or correct their details, then book again.',
  },
  CheckInMinimumAgeNotMet: {
    title: "The main guest is under this hotel's minimum check-in age.",
    subtitle: 'Choose a main guest who is old enough to check in, then book again.',
  },
  // A flight's passengers (products §5, §8): the spec gives the codes, not their messages.
  InvalidPassengers: {
    title: 'The airline could not accept these passengers.',
    subtitle: "Check each passenger's name, birthdate and documents, then book again.",
  },
  InvalidCustomer: {
    title: 'The airline could not accept the contact details.',
    subtitle: 'Check the email address and phone number, then book again.',
  },
  NoAdultPassenger: {
    title: 'Every flight booking needs an adult passenger.',
    subtitle: 'Add an adult to the passengers, then book again.',
  },
  IllegalLapInfantRedress: {
    title: 'An infant on a lap cannot have a redress number.',
    subtitle: "Remove the infant's redress number, or book them a seat, then book again.",
  },
  IllegalLapInfantKTN: {
    title: 'An infant on a lap cannot have a Known Traveler Number.',
    subtitle: "Remove the infant's Known Traveler Number, or book them a seat, then book again.",
  },
  LapInfantTooOld: {
    title: 'An infant on a lap must be under 2 for the whole trip.',
    subtitle: 'Choose a traveler under 2, or book them a seat as a child, then book again.',
  },
  TooManyLapInfants: {
    title: 'Each infant on a lap needs an adult to sit with.',
    subtitle: 'Add an adult for each infant on a lap, or book an infant a seat, then book again.',
  },
  NoContactInformation: {
    title: 'The airline needs a way to reach you.',
    subtitle: 'Add an email address and phone number, then book again.',
  },
  TooManyPassengers: {
    title: 'This booking has more passengers than the airline allows.',
    subtitle: 'Book fewer passengers, and book the others separately.',
  },
  MalformedRedressNumber: {
    title: 'A redress number is not in the right format.',
    subtitle: 'Check the redress number, or remove it, then book again.',
  },
  MalformedKnownTravelerNumber: {
    title: 'A Known Traveler Number is not in the right format.',
    subtitle: 'Check the Known Traveler Number, or remove it, then book again.',
  },
  LapInfantsUnsupported: {
    title: 'This airline does not take infants on a lap on this trip.',
    subtitle: 'Book the infant a seat instead, then book again.',
  },
  SeatedInfantsUnsupported: {
    title: 'This airline does not sell infants their own seat on this trip.',
    subtitle: "Book the infant on an adult's lap instead, then book again.",
  },
  ExpiredPassport: {
    title: 'A passport expires before the trip ends.',
    subtitle: "Update the passenger's passport details, then book again.",
  },
  MissingPassport: {
    title: 'This trip crosses a border: every passenger needs a passport.',
    subtitle: "Add each passenger's passport details, then book again.",
  },
  MissingNationality: {
    title: "This trip crosses a border: every passenger's nationality is needed.",
    subtitle: "Add each passenger's nationality, then book again.",
  },
  UnsupportedNameCharacters: {
    title: 'A passenger name has characters the airline cannot take.',
    subtitle: 'Write each name in plain letters, as on the passport, then book again.',
  },
  MissingPassportNumber: {
    title: 'A passport number is missing.',
    subtitle: "Add the passenger's passport number, then book again.",
  },
  InvalidPassportNumber: {
    title: 'A passport number is not valid.',
    subtitle: "Check the passenger's passport number, then book again.",
  },
};
const travelersPanelDefault = {
  title: 'We could not book for these travelers.',
  subtitle: "Check the travelers' details, then book again.",
};

const paymentVerificationTitles: Record<PaymentVerificationFailure, string> = {
  InvalidCVV: 'CVV Error',
  InvalidAddress: 'Address Verification Error',
  Other: 'Error Adding Payment Method',
};

/** The title, subtitle, icon and buttons of a checkout error panel (spec: platform §8). */
export function errorPanelContent(
  panel: CheckoutErrorPanel,
  locale: string = defaultLocale,
): ErrorPanelContent {
  switch (panel.kind) {
    case 'default':
      return {
        icon: 'generic-error',
        title: 'Uh oh! Something went wrong',
        subtitle: 'Please search again',
        primary: searchAgain,
        secondary: chooseAnotherProperty,
      };
    case 'generic':
      return {
        icon: 'generic-error',
        title: 'Something went wrong.',
        subtitle: 'We could not reach our booking system. Please try again.',
        primary: button('try-again', 'Try Again'),
        secondary: searchAgain,
      };
    case 'search-failed':
      return {
        icon: 'generic-error',
        title: 'Uh oh! We were unable to process your search request.',
        subtitle: 'Please search again',
        primary: searchAgain,
      };
    case 'card-not-found':
      return {
        icon: 'unable-to-process',
        title: 'We were unable to process your payment method.',
        subtitle: `Please choose another payment method or add this one again. If the problem continues, contact support at ${panel.supportPhone}.`,
        primary: button('continue', 'Continue'),
      };
    case 'fraud':
      return {
        icon: 'unable-to-process',
        // The spec's wording, its typo included.
        title: "There is an issue with you account. Please contact the issuer's support.",
        subtitle: `Support is available at ${panel.supportPhone}.`,
        primary: searchAgain,
      };
    case 'redemption-failure':
      return {
        icon: 'unable-to-process',
        title: 'Rewards Redemption Failure',
        subtitle: 'We could not redeem your rewards right now. Please try again later.',
        primary: button('try-again', 'Try Again'),
      };
    case 'payment-verification':
      return {
        icon: 'unable-to-process',
        title: paymentVerificationTitles[panel.failure],
        subtitle: panel.firstErrorMessage ?? 'Please add your payment method again.',
        primary: button('edit-payment-information', 'Edit Payment Information'),
      };
    case 'price-change': {
      const amount = formatFiat(
        { ...panel.difference, value: Math.abs(panel.difference.value) },
        locale,
      );
      return panel.difference.value > 0
        ? {
            icon: 'price-increase',
            title: `The price has increased by ${amount}.`,
            subtitle:
              'Prices can change while you book. Continue to book at the new total shown in your trip summary.',
            primary: button('acknowledge-price-change', 'Continue'),
            secondary: chooseAnotherProperty,
          }
        : {
            icon: 'price-drop',
            title: `You're in luck! The price has decreased by ${amount}.`,
            subtitle:
              'Prices can change while you book. Your trip summary shows the new, lower total.',
            primary: button('acknowledge-price-change', 'Continue'),
          };
    }
    case 'booking-unknown':
      // spec: platform §8 "quote or fulfil network failures show the generic error"; the booking
      // may have been made, so the panel sends the traveller to their trips, never to book again.
      return {
        icon: 'generic-error',
        title: 'Something went wrong.',
        subtitle:
          'We could not confirm whether your stay was booked. Please check My Trips before you book again.',
        primary: button('go-to-trips', 'Go to My Trips'),
      };
    case 'ticketing-pending':
      // The booking exists: booking again would buy a second ticket, so the only way is to trips.
      return {
        icon: 'unable-to-process',
        title: 'Your booking is still being ticketed.',
        subtitle:
          'The airline has not confirmed your tickets yet. We will email you when they do; you can follow the booking in My Trips.',
        primary: button('go-to-trips', 'Go to My Trips'),
      };
    case 'travelers':
      return {
        icon: 'unable-to-process',
        ...(travelersPanelTexts[panel.reason] ?? travelersPanelDefault),
        primary: button('modify-travelers', 'Modify Travelers'),
      };
    case 'price-changed':
      return {
        icon: 'price-increase',
        title: 'The price changed while you booked.',
        subtitle: 'Continue to see the new total in your trip summary before you book.',
        primary: button('continue', 'Continue'),
        secondary: chooseAnotherProperty,
      };
    case 'booking-refused':
      return {
        icon: 'unable-to-process',
        title: 'Booking refused',
        subtitle: `We received too many booking attempts. Please wait a few minutes and try again, or contact support at ${panel.supportPhone}.`,
        primary: button('try-again', 'Try Again'),
      };
    case 'unavailable': {
      const message = unavailabilityMessage(panel.reason);
      return {
        icon: 'unable-to-process',
        title: message.title,
        subtitle: message.subtitle,
        primary: button(message.action, message.actionLabel),
      };
    }
  }
}
