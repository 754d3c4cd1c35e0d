import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkoutBreakdownTexts,
  confirmationTexts,
  errorPanelContent,
  flightBookingErrorScenarioId,
  flightAddOnTexts,
  flightCheckoutTexts,
  flightConfirmationBanners,
  flightConfirmationTexts,
  flightFulfilErrorPanel,
  flightPassengerTexts,
  flightsBookPath,
  flightTravelerProblemTexts,
  mobileStepTitles,
  selectedAccountStorageKey,
  type FlightBookingErrorCode,
} from '@wayfare/domain';
import { resetMockState } from '@wayfare/mocks';
import {
  arrivedAt,
  bookWithCardAtThisWidth,
  confirmAndBookButton,
  consumerTenant,
  desktopViewport,
  expectErrorPanel,
  fastPolls,
  framedDocs,
  mobileViewport,
  pageLoaded,
  paymentOpen,
  playing,
  saveAndContinue,
  slow,
  toReviewStep,
} from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { flightBookTexts } from './flightBookTexts';
import { FlightBookPageAt } from './testing/FlightBookPageAt';
import {
  bookPathOf,
  bookQueryOf,
  connectingOnOneAirline,
  domesticRoundTrip,
  internationalOneWay,
  twoAdultsRoundTrip,
} from './testing/storyFlightTrips';

const roundTrip = bookQueryOf(domesticRoundTrip);
const roundTripPath = flightsBookPath(roundTrip);

const meta = {
  title: 'Pages/Flights/FlightBookPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightBookPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: roundTripPath, pollDelaysMs: fastPolls, assignLocation: fn() },
  // Each story starts a new checkout: no choices kept from another story, a fresh fake backend.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.removeItem(selectedAccountStorageKey);
    resetMockState();
  },
} satisfies Meta<typeof FlightBookPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = 'New York - Los Angeles - New York';

// ---------------------------------------------------------------------------------------------
// The page

/**
 * The checkout of a round trip, before anything is saved: the route and each leg's flight and
 * fare (with Change), who flies, each leg's details, the trip's price as the flight list showed it.
 */
export const Initial: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  play: async () => {
    await pageLoaded();
    await expect(screen.getByRole('heading', { level: 2, name: route })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Change Return' })).toBeVisible();
    await expect(
      await screen.findByRole('heading', { name: flightPassengerTexts.heading }, slow),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 2, name: flightCheckoutTexts.flightsHeading }),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 3, name: /^Outbound: JFK to LAX/ }),
    ).toBeVisible();
    await expect(
      screen.getByText(flightCheckoutTexts.flightsTaxesIncluded('1 adult')),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: checkoutBreakdownTexts.priceDetails }),
    ).toBeVisible();
    await expect(confirmAndBookButton()).toBeDisabled();
    await expect(
      screen.getByRole('region', { name: flightCheckoutTexts.chosenLabel }),
    ).toBeVisible();
    await expect(confirmAndBookButton()).toHaveAccessibleDescription(
      /^By selecting Confirm and Book, you agree to the fare rules, the airline's conditions of carriage and the terms of service/,
    );
  },
};

/** The quote: the adult's fare, and the trip total it adds up to. */
export const Quoted: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(
      await screen.findByText(flightCheckoutTexts.fares.Adult, undefined, slow),
    ).toBeVisible();
  },
};

/** Booked at either width: the flight's confirmation, ticketed, with the airline's code. */
export const Booked: Story = {
  parameters: playing('flight-book/outcome-succeeded'),
  play: async () => {
    await bookWithCardAtThisWidth();
    await arrivedAt(confirmationTexts.title);
    await expect(await screen.findByRole('heading', { level: 2, name: route })).toBeVisible();
    await expect(screen.getByText(/^Airline confirmation code: [A-Z2-9]{6}$/)).toBeVisible();
    await expect(screen.getByText('Ada Lovelace')).toBeVisible();
  },
};

/** Two adults: a traveler for each; the confirmation names both. */
export const TwoAdultsBooked: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  args: { path: bookPathOf(twoAdultsRoundTrip) },
  play: async () => {
    await pageLoaded();
    const second = await screen.findByRole('combobox', { name: 'Adult 2' }, slow);
    await userEvent.selectOptions(second, 'Charles Babbage');
    await bookWithCardAtThisWidth();
    await arrivedAt(confirmationTexts.title);
    await expect(await screen.findByText('Charles Babbage', undefined, slow)).toBeVisible();
    await expect(screen.getByText('Ada Lovelace')).toBeVisible();
  },
};

/** A passenger not yet named: Save and Continue says so at their select, and nothing is quoted. */
export const PassengerMissing: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  args: { path: bookPathOf(twoAdultsRoundTrip) },
  play: async () => {
    await saveAndContinue();
    await expect(
      await screen.findByText(flightTravelerProblemTexts.TravelerMissing, undefined, slow),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Adult 2' })).toHaveFocus();
  },
};

/** Across a border without a passport on file: the passenger's problem, at their select. */
export const PassportMissing: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  args: { path: bookPathOf(internationalOneWay) },
  play: async () => {
    await saveAndContinue();
    const problem = await screen.findByText(
      (text) => text.includes(flightTravelerProblemTexts.MissingPassport),
      undefined,
      slow,
    );
    await expect(problem).toBeVisible();
    await expect(problem).toHaveTextContent(flightTravelerProblemTexts.MissingNationality);
  },
};

/** Ticketed later: the confirmation says the tickets are being issued, with no airline code yet. */
export const TicketingPendingConfirmation: Story = {
  parameters: playing('flight-book/ticketed-later'),
  play: async () => {
    await bookWithCardAtThisWidth();
    await arrivedAt(confirmationTexts.title);
    await expect(
      await screen.findByText(flightConfirmationBanners.Pending, undefined, slow),
    ).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §25 and §26: the add-ons the quote offers (issue 17's slot), at either width

/** The trip quoted at this width: the desktop page after Save & Continue, or the mobile review. */
async function quotedAtThisWidth() {
  if (window.innerWidth >= 960) {
    await saveAndContinue();
    await paymentOpen();
  } else await toReviewStep();
  return screen.findByRole('region', { name: flightAddOnTexts.heading }, slow);
}

/**
 * STATES §25 `flight-cfar/offer`: cancel for any reason offered with the flights (80% back, until
 * 3 hours before the first flight, over 60,000 travelers); taken, the trip is priced again with it
 * as a line of the breakdown, and the address keeps it. On a phone the new quote cleared the
 * payment choice: back to payment.
 */
export const CancelForAnyReasonOffer: Story = {
  parameters: playing('flight-cfar/offer'),
  play: async () => {
    const addOns = await quotedAtThisWidth();
    const cfar = within(addOns).getByRole('checkbox', {
      name: /^Add Cancel for any reason for \$/,
    });
    await expect(cfar).toHaveAccessibleDescription(
      expect.stringContaining(
        "get 80% of your trip's price back, whatever the reason. Final once used. Over 60,000 travelers added the service.",
      ),
    );
    await userEvent.click(cfar);
    if (window.innerWidth < 960) {
      await screen.findByRole('dialog', { name: mobileStepTitles.RewardsAndPayment }, slow);
      return;
    }
    await waitFor(() => expect(cfar).toBeChecked(), slow);
    const breakdown = screen.getByRole('region', { name: checkoutBreakdownTexts.priceDetails });
    await expect(
      await within(breakdown).findByText(flightAddOnTexts.titles.cfar, undefined, slow),
    ).toBeVisible();
    await paymentOpen();
  },
};

/** STATES §26 `disruption/offer-delay`: delay protection, a fixed premium per passenger. */
export const DelayProtectionOffer: Story = {
  parameters: playing('disruption/offer-delay'),
  play: async () => {
    const addOns = await quotedAtThisWidth();
    await expect(
      within(addOns).getByRole('checkbox', { name: 'Add Flight delay protection for $24.00' }),
    ).toHaveAccessibleDescription(
      'If your flight is delayed, rebook on another flight or get your money back, up to $500.00 per passenger.',
    );
    await expect(within(addOns).getByText('$24.00 ($24.00 per passenger)')).toBeVisible();
  },
};

/**
 * STATES §26 `disruption/offer-missed-connection`: a trip with a connection is offered
 * missed-connection protection, a share of the fares, capped at US$5,000 per passenger.
 */
export const MissedConnectionOffer: Story = {
  parameters: playing('disruption/offer-missed-connection'),
  args: { path: bookPathOf(domesticRoundTrip, connectingOnOneAirline) },
  play: async () => {
    const addOns = await quotedAtThisWidth();
    await expect(
      within(addOns).getByRole('checkbox', { name: /^Add Missed connection protection for \$/ }),
    ).toHaveAccessibleDescription(
      'Miss a connection and we rebook you or pay you back, up to US$5,000.00 per passenger.',
    );
    await expect(within(addOns).getByText(/\(6% of your fares\)$/)).toBeVisible();
  },
};

/** Booked with cancel for any reason: the confirmation lists the protection bought. */
export const BookedWithProtection: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  args: { path: flightsBookPath({ ...roundTrip, addOns: ['cfar'] }) },
  parameters: playing('flight-book/outcome-succeeded'),
  play: async () => {
    await bookWithCardAtThisWidth();
    await arrivedAt(confirmationTexts.title);
    await expect(
      await screen.findByRole('heading', { name: flightConfirmationTexts.addOnsHeading }, slow),
    ).toBeVisible();
    await expect(screen.getByText(flightAddOnTexts.titles.cfar)).toBeVisible();
  },
};

/** STATES §28 `flight-book/outcome-pending`: the booking poll runs out, the browser goes to My Trips. */
export const OutcomePending: Story = {
  parameters: playing('flight-book/outcome-pending'),
  play: async ({ args }) => {
    await bookWithCardAtThisWidth();
    await waitFor(() => expect(args.assignLocation).toHaveBeenCalledWith('/trips/'), slow);
  },
};

/** STATES §28 `flight-book/outcome-failed`: the card is declined, the payment panel. */
export const OutcomeFailed: Story = {
  parameters: playing('flight-book/outcome-failed'),
  play: async () => {
    await bookWithCardAtThisWidth();
    await expectErrorPanel(
      errorPanelContent(flightFulfilErrorPanel({ kind: 'PaymentError', code: 'CardDeclined' }, ''))
        .title,
      ['Edit Payment Information'],
    );
  },
};

/** STATES §28 `flight-book/outcome-succeeded` on a phone: the review step, then the confirmation. */
export const MobileReview: Story = {
  globals: mobileViewport,
  play: async () => {
    await toReviewStep();
    await expect(
      screen.getByRole('heading', { name: flightCheckoutTexts.flightsHeading }),
    ).toBeVisible();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** Back to results: the search, filled with the trip's. */
export const BackToSearch: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  play: async () => {
    await pageLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    await arrivedAt('Flight search');
  },
};

/** An address without a fare for every leg: said, with the way back to the search. */
export const Incomplete: Story = {
  args: {
    path: flightsBookPath({ ...roundTrip, chosenFareIds: roundTrip.chosenFareIds.slice(0, 1) }),
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: flightBookTexts.incompleteTitle }, slow),
    ).toBeVisible();
  },
};

/** A fare the shop no longer sells: that leg's list, to choose again. */
export const FareNoLongerOffered: Story = {
  args: {
    path: flightsBookPath({
      ...roundTrip,
      chosenFareIds: [...roundTrip.chosenFareIds.slice(0, 1), 'no-such-fare'],
    }),
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: flightBookTexts.unsoldTitle }, slow),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: flightBookTexts.chooseAgain })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flights\/shop\/\?.*&fares=[^&%]+$/),
    );
  },
};

/** flights/shop-failed: the trip's flights cannot be asked for; the panel's button asks again. */
export const LoadFailed: Story = {
  parameters: playing('flights/shop-failed'),
  play: async () => {
    await expect(await screen.findByRole('button', { name: /try again/i }, slow)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §28 Flight booking errors, by panel: one story per code, booked at either width

/** A booking that fails with the code: the panel of its group, with its buttons. */
function failingWith(code: FlightBookingErrorCode): Story {
  const content = errorPanelContent(
    flightFulfilErrorPanel({ kind: 'ProductError', code }, '1-800-555-0134'),
  );
  const buttons = [content.primary.label, ...(content.secondary ? [content.secondary.label] : [])];
  return {
    parameters: playing(flightBookingErrorScenarioId(code)),
    play: async () => {
      await bookWithCardAtThisWidth();
      const dialog = await expectErrorPanel(content.title, buttons);
      await expect(within(dialog).getByRole('heading', { name: content.title })).toBeVisible();
    },
  };
}

/** STATES §28 `flight-book/card-not-found/user-card-not-found`. */
export const CardNotFoundUserCardNotFound: Story = failingWith('UserCardNotFound');

/** STATES §28 `flight-book/card-not-found/unknown-card`. */
export const CardNotFoundUnknownCard: Story = failingWith('UnknownCard');

/** STATES §28 `flight-book/fraud/fraud-auto-reject`. */
export const FraudFraudAutoReject: Story = failingWith('FraudAutoReject');

/** STATES §28 `flight-book/fraud/likely-fraud`. */
export const FraudLikelyFraud: Story = failingWith('LikelyFraud');

/** STATES §28 `flight-book/redemption-failure/redemption-failure`. */
export const RedemptionFailureRedemptionFailure: Story = failingWith('RedemptionFailure');

/** STATES §28 `flight-book/payment/installment-payment-failed`. */
export const PaymentInstallmentPaymentFailed: Story = failingWith('InstallmentPaymentFailed');

/** STATES §28 `flight-book/payment/card-declined`. */
export const PaymentCardDeclined: Story = failingWith('CardDeclined');

/** STATES §28 `flight-book/payment/unsupported-payment-kind`. */
export const PaymentUnsupportedPaymentKind: Story = failingWith('UnsupportedPaymentKind');

/** STATES §28 `flight-book/payment/vcc-generation-failure`. */
export const PaymentVccGenerationFailure: Story = failingWith('VccGenerationFailure');

/** STATES §28 `flight-book/payment/excessive-user-activity`. */
export const PaymentExcessiveUserActivity: Story = failingWith('ExcessiveUserActivity');

/** STATES §28 `flight-book/payment/generic-error`. */
export const PaymentGenericError: Story = failingWith('GenericError');

/** STATES §28 `flight-book/payment/capture-failed`. */
export const PaymentCaptureFailed: Story = failingWith('CaptureFailed');

/** STATES §28 `flight-book/payment/payment-error`. */
export const PaymentPaymentError: Story = failingWith('PaymentError');

/** STATES §28 `flight-book/price-change/maximum-price-increase-reached`. */
export const PriceChangeMaximumPriceIncreaseReached: Story = failingWith(
  'MaximumPriceIncreaseReached',
);

/** STATES §28 `flight-book/travelers/invalid-customer`. */
export const TravelersInvalidCustomer: Story = failingWith('InvalidCustomer');

/** STATES §28 `flight-book/travelers/invalid-passengers`. */
export const TravelersInvalidPassengers: Story = failingWith('InvalidPassengers');

/** STATES §28 `flight-book/travelers/no-adult-passenger`. */
export const TravelersNoAdultPassenger: Story = failingWith('NoAdultPassenger');

/** STATES §28 `flight-book/travelers/illegal-lap-infant-redress`. */
export const TravelersIllegalLapInfantRedress: Story = failingWith('IllegalLapInfantRedress');

/** STATES §28 `flight-book/travelers/illegal-lap-infant-ktn`. */
export const TravelersIllegalLapInfantKTN: Story = failingWith('IllegalLapInfantKTN');

/** STATES §28 `flight-book/travelers/lap-infant-too-old`. */
export const TravelersLapInfantTooOld: Story = failingWith('LapInfantTooOld');

/** STATES §28 `flight-book/travelers/too-many-lap-infants`. */
export const TravelersTooManyLapInfants: Story = failingWith('TooManyLapInfants');

/** STATES §28 `flight-book/travelers/no-contact-information`. */
export const TravelersNoContactInformation: Story = failingWith('NoContactInformation');

/** STATES §28 `flight-book/travelers/too-many-passengers`. */
export const TravelersTooManyPassengers: Story = failingWith('TooManyPassengers');

/** STATES §28 `flight-book/travelers/malformed-redress-number`. */
export const TravelersMalformedRedressNumber: Story = failingWith('MalformedRedressNumber');

/** STATES §28 `flight-book/travelers/malformed-known-traveler-number`. */
export const TravelersMalformedKnownTravelerNumber: Story = failingWith(
  'MalformedKnownTravelerNumber',
);

/** STATES §28 `flight-book/travelers/lap-infants-unsupported`. */
export const TravelersLapInfantsUnsupported: Story = failingWith('LapInfantsUnsupported');

/** STATES §28 `flight-book/travelers/seated-infants-unsupported`. */
export const TravelersSeatedInfantsUnsupported: Story = failingWith('SeatedInfantsUnsupported');

/** STATES §28 `flight-book/travelers/expired-passport`. */
export const TravelersExpiredPassport: Story = failingWith('ExpiredPassport');

/** STATES §28 `flight-book/travelers/missing-passport`. */
export const TravelersMissingPassport: Story = failingWith('MissingPassport');

/** STATES §28 `flight-book/travelers/missing-nationality`. */
export const TravelersMissingNationality: Story = failingWith('MissingNationality');

/** STATES §28 `flight-book/travelers/unsupported-name-characters`. */
export const TravelersUnsupportedNameCharacters: Story = failingWith('UnsupportedNameCharacters');

/** STATES §28 `flight-book/travelers/missing-passport-number`. */
export const TravelersMissingPassportNumber: Story = failingWith('MissingPassportNumber');

/** STATES §28 `flight-book/travelers/invalid-passport-number`. */
export const TravelersInvalidPassportNumber: Story = failingWith('InvalidPassportNumber');

/** STATES §28 `flight-book/search-again/duplicate-booking`. */
export const SearchAgainDuplicateBooking: Story = failingWith('DuplicateBooking');

/** STATES §28 `flight-book/search-again/no-availability`. */
export const SearchAgainNoAvailability: Story = failingWith('NoAvailability');

/** STATES §28 `flight-book/search-again/offer-invalid`. */
export const SearchAgainOfferInvalid: Story = failingWith('OfferInvalid');

/** STATES §28 `flight-book/search-again/upgrade-required`. */
export const SearchAgainUpgradeRequired: Story = failingWith('UpgradeRequired');

/** STATES §28 `flight-book/search-again/quote-error`. */
export const SearchAgainQuoteError: Story = failingWith('QuoteError');

/** STATES §28 `flight-book/search-again/price-unavailable-under-25`. */
export const SearchAgainPriceUnavailableUnder25: Story = failingWith('PriceUnavailableUnder25');

/** STATES §28 `flight-book/search-again/no-flights-found`. */
export const SearchAgainNoFlightsFound: Story = failingWith('NoFlightsFound');

/** STATES §28 `flight-book/search-again/no-products-available`. */
export const SearchAgainNoProductsAvailable: Story = failingWith('NoProductsAvailable');

/** STATES §28 `flight-book/session-expired/booking-session-closed`. */
export const SessionExpiredBookingSessionClosed: Story = failingWith('BookingSessionClosed');

/** STATES §28 `flight-book/session-expired/booking-session-missing`. */
export const SessionExpiredBookingSessionMissing: Story = failingWith('BookingSessionMissing');

/** STATES §28 `flight-book/session-expired/booking-session-refused`. */
export const SessionExpiredBookingSessionRefused: Story = failingWith('BookingSessionRefused');

/** STATES §28 `flight-book/session-expired/cannot-resume`. */
export const SessionExpiredCannotResume: Story = failingWith('CannotResume');

/** STATES §28 `flight-book/session-expired/inactivity`. */
export const SessionExpiredInactivity: Story = failingWith('Inactivity');

/** STATES §28 `flight-book/session-expired/invalid-session`. */
export const SessionExpiredInvalidSession: Story = failingWith('InvalidSession');

/** STATES §28 `flight-book/session-expired/expired-fulfill-token`. */
export const SessionExpiredExpiredFulfillToken: Story = failingWith('ExpiredFulfillToken');

/** STATES §28 `flight-book/session-expired/expired-quote-token`. */
export const SessionExpiredExpiredQuoteToken: Story = failingWith('ExpiredQuoteToken');

/** STATES §28 `flight-book/session-expired/session-closed`. */
export const SessionExpiredSessionClosed: Story = failingWith('SessionClosed');

/** STATES §28 `flight-book/ticketing-pending/polling-timeout`. */
export const TicketingPendingPollingTimeout: Story = failingWith('PollingTimeout');

/** STATES §28 `flight-book/ticketing-pending/ticketing-unconfirmed`. */
export const TicketingPendingTicketingUnconfirmed: Story = failingWith('TicketingUnconfirmed');

/** STATES §28 `flight-book/ticketing-pending/ticketing-not-started`. */
export const TicketingPendingTicketingNotStarted: Story = failingWith('TicketingNotStarted');

/** STATES §28 `flight-book/ticketing-pending/ticketing-unknown`. */
export const TicketingPendingTicketingUnknown: Story = failingWith('TicketingUnknown');

/** STATES §28 `flight-book/ticketing-pending/missing-airline-locator`. */
export const TicketingPendingMissingAirlineLocator: Story = failingWith('MissingAirlineLocator');

/** STATES §28 `flight-book/generic/book-error`. */
export const GenericBookError: Story = failingWith('BookError');

/** STATES §28 `flight-book/generic/unknown-sabre-app-error`. */
export const GenericUnknownSabreAppError: Story = failingWith('UnknownSabreAppError');

/** STATES §28 `flight-book/generic/auth-error`. */
export const GenericAuthError: Story = failingWith('AuthError');

/** STATES §28 `flight-book/generic/cart-validation-error`. */
export const GenericCartValidationError: Story = failingWith('CartValidationError');

/** STATES §28 `flight-book/generic/error-code`. */
export const GenericErrorCode: Story = failingWith('ErrorCode');

/** STATES §28 `flight-book/generic/book-failed`. */
export const GenericBookFailed: Story = failingWith('BookFailed');

/** STATES §28 `flight-book/generic/execution-timeout`. */
export const GenericExecutionTimeout: Story = failingWith('ExecutionTimeout');

/** STATES §28 `flight-book/generic/hard-timeout`. */
export const GenericHardTimeout: Story = failingWith('HardTimeout');

/** STATES §28 `flight-book/generic/incomplete`. */
export const GenericIncomplete: Story = failingWith('Incomplete');

/** STATES §28 `flight-book/generic/invalid-gds-character`. */
export const GenericInvalidGDSCharacter: Story = failingWith('InvalidGDSCharacter');

/** STATES §28 `flight-book/generic/invalid-off-point`. */
export const GenericInvalidOffPoint: Story = failingWith('InvalidOffPoint');

/** STATES §28 `flight-book/generic/parse-error`. */
export const GenericParseError: Story = failingWith('ParseError');

/** STATES §28 `flight-book/generic/provider-error`. */
export const GenericProviderError: Story = failingWith('ProviderError');

/** STATES §28 `flight-book/generic/segment-canceled-after-ticketing`. */
export const GenericSegmentCanceledAfterTicketing: Story = failingWith(
  'SegmentCanceledAfterTicketing',
);

/** STATES §28 `flight-book/generic/ticket-read-error`. */
export const GenericTicketReadError: Story = failingWith('TicketReadError');

/** STATES §28 `flight-book/generic/timeout`. */
export const GenericTimeout: Story = failingWith('Timeout');

/** STATES §28 `flight-book/generic/void-failed`. */
export const GenericVoidFailed: Story = failingWith('VoidFailed');
