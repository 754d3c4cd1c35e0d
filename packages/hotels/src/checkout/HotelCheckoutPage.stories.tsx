import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkoutBreakdownTexts,
  checkoutTexts,
  confirmationTexts,
  errorPanelContent,
  hotelCheckoutTexts,
  hotelBookingErrorScenarioId,
  hotelFulfilErrorPanel,
  mobileCheckoutTexts,
  selectedAccountStorageKey,
  staysBookPath,
  walletTexts,
  type HotelBookingErrorCode,
} from '@wayfare/domain';
import { resetMockState } from '@wayfare/mocks';
import {
  arrivedAt,
  bookWithCardAtThisWidth,
  confirmAndBookButton,
  consumerTenant,
  desktopViewport,
  expectErrorPanel,
  fillInCardForm,
  fastPolls,
  framedDocs,
  mobileViewport,
  pageLoaded,
  paymentOpen,
  paymentOpenAtThisWidth,
  playing,
  saveAndContinue,
  slow,
  stepHeading,
  toReviewStep,
} from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { lakefront, refundableStay, stayAt, type HotelStay } from '../storybook/hotelStays';
import { HotelCheckoutPageAt } from './testing/HotelCheckoutPageAt';

/** Riverwalk Loft Hotel, Chicago: a Lifestyle Collection hotel. */
const riverwalk = 'hotel-riverwalk-loft-hotel';

interface HotelCheckoutStoryArgs {
  /** What is booked; `refundable` is the room select's refundable variant of the Lakefront's first room. */
  readonly trip: HotelStay | 'refundable';
  readonly pollDelaysMs?: readonly number[];
  readonly assignLocation?: (path: string) => void;
}

const meta = {
  title: 'Pages/Hotels/HotelCheckoutPage',
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  args: { trip: stayAt(lakefront, 'flexible'), pollDelaysMs: fastPolls, assignLocation: fn() },
  // Each story starts a new checkout: no choices kept from another story, a fresh fake backend.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.removeItem(selectedAccountStorageKey);
    resetMockState();
  },
  loaders: [
    async ({ args }) => ({
      path: staysBookPath(args.trip === 'refundable' ? await refundableStay() : args.trip),
    }),
  ],
  render: ({ trip: _trip, ...props }, { loaded }) => (
    <HotelCheckoutPageAt path={String(loaded.path)} {...props} />
  ),
} satisfies Meta<HotelCheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (label: string) => {
  const term = screen.getAllByText(label)[0];
  const amount = term?.closest('li, tr, div')?.textContent ?? '';
  const match = /-?\$[\d,]+\.\d\d/.exec(amount);
  if (!match) throw new Error(`No amount beside "${label}"`);
  return Number(match[0].replace(/[$,]/g, ''));
};

// ---------------------------------------------------------------------------------------------
// The page

/**
 * The checkout of a rate, before anything is saved: the hotel's summary, the room and the rate,
 * the hotel's rules for the main guest, the room's price as the room select showed it.
 */
export const Initial: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  play: async () => {
    await pageLoaded();
    await expect(screen.getByRole('heading', { name: 'The Lakefront Grand' })).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 2, name: hotelCheckoutTexts.roomHeading }),
    ).toBeVisible();
    await expect(screen.getAllByText(/Free cancellation/)[0]).toBeVisible();
    await expect(screen.getByText(hotelCheckoutTexts.checkInAge)).toBeVisible();
    await expect(screen.getByText(hotelCheckoutTexts.roomTaxesIncluded(3))).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: checkoutBreakdownTexts.priceDetails }),
    ).toBeVisible();
    await expect(confirmAndBookButton()).toBeDisabled();
  },
};

/** Back to results: the hotel search the stay came from. */
export const BackToResults: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  play: async () => {
    await pageLoaded();
    await userEvent.click(screen.getByRole('button', { name: checkoutTexts.backToResults }));
    await arrivedAt('Hotel results');
  },
};

/**
 * The quote's breakdown of a refundable room: the room, the cancel-for-any-reason premium and the
 * taxes add up to the trip total, which is the room select's total for the variant.
 */
export const RefundableRoomQuoted: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  args: { trip: 'refundable' },
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await waitFor(() => expect(screen.getAllByText(hotelCheckoutTexts.taxes)[0]).toBeVisible());
    const room = amountOf(hotelCheckoutTexts.room(3));
    const premium = amountOf(hotelCheckoutTexts.refundableRoom);
    const taxes = amountOf(hotelCheckoutTexts.taxes);
    const total = amountOf(checkoutBreakdownTexts.tripTotal);
    await expect(premium).toBeGreaterThan(0);
    await expect(Math.round((room + premium + taxes) * 100)).toBe(Math.round(total * 100));
    await expect(
      screen.getByText(/^Cancel for any reason: 80% of your room cost back/),
    ).toBeVisible();
  },
};

/** Booked at either width: the hotel's confirmation page. */
export const Booked: Story = {
  parameters: playing('hotels/confirmation/confirmed'),
  play: async () => {
    await bookWithCardAtThisWidth();
    await arrivedAt(confirmationTexts.title);
    await expect(await screen.findByRole('heading', { name: 'The Lakefront Grand' })).toBeVisible();
  },
};

/** A Lifestyle Collection stay, booked at either width. */
export const LifestyleBooked: Story = {
  args: { trip: stayAt(riverwalk, 'flexible') },
  play: async () => {
    await bookWithCardAtThisWidth();
    await arrivedAt(confirmationTexts.title);
    await expect(
      await screen.findByRole('heading', { name: 'Riverwalk Loft Hotel' }),
    ).toBeVisible();
  },
};

/**
 * STATES `premium-stays/pay-later-no-credits`: a Premier rate paid at the hotel; the wallet's
 * travel credit is not offered, and the page says why.
 */
export const PayLaterNoCredits: Story = {
  args: { trip: stayAt(lakefront, 'pay-at-hotel') },
  parameters: playing('premium-stays/pay-later-no-credits'),
  play: async () => {
    await paymentOpenAtThisWidth();
    await expect(
      await screen.findByText(hotelCheckoutTexts.creditRefused, undefined, slow),
    ).toBeVisible();
    await expect(
      screen.queryByRole('checkbox', { name: new RegExp(walletTexts.applyCredit) }),
    ).toBeNull();
  },
};

/** The same Premier hotel's pay-now rate: the travel credit is offered. */
export const PayNowWithCredits: Story = {
  parameters: playing('premium-stays/pay-later-no-credits'),
  play: async () => {
    await paymentOpenAtThisWidth();
    await expect(
      await screen.findByRole('checkbox', { name: new RegExp(walletTexts.applyCredit) }, slow),
    ).toBeInTheDocument();
    await expect(screen.queryByText(hotelCheckoutTexts.creditRefused)).toBeNull();
  },
};

/** The review step on a phone: the hotel's need to know and FAQ, then Confirm and Book. */
export const MobileReview: Story = {
  globals: mobileViewport,
  play: async () => {
    await toReviewStep();
    await expect(
      screen.getByRole('heading', { name: mobileCheckoutTexts.needToKnow }),
    ).toBeVisible();
    await expect(screen.getByText(hotelCheckoutTexts.checkInAge)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'What do I need at check-in?' }));
    await expect(await screen.findByText(/shows a photo ID/)).toBeVisible();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** Go back from the first mobile step: the hotel's page. */
export const MobileBackToHotel: Story = {
  globals: mobileViewport,
  play: async () => {
    await stepHeading('Traveler information');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }, slow));
    await arrivedAt('Hotel page');
  },
};

/** A rate the hotel no longer offers: the page says so and leads back to the hotel. */
export const RateGone: Story = {
  args: { trip: { ...stayAt(lakefront, 'flexible'), rateId: 'no-such-rate' } },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: hotelCheckoutTexts.rateGone }, slow);
    await userEvent.click(screen.getByRole('link', { name: hotelCheckoutTexts.backToHotel }));
    await arrivedAt('Hotel page');
  },
};

/**
 * `hotel-book/cvv/*` and its way out: "CVV Error", then "Edit Payment Information" opens the card
 * form over the checkout, the traveler kept; a new card saved is the one chosen, and Confirm and
 * Book is on again.
 */
export const CvvErrorRecovers: Story = {
  tags: ['desktop-play'],
  globals: desktopViewport,
  parameters: playing('hotel-book/cvv/invalid-credit-card-verification-number'),
  play: async () => {
    await bookWithCardAtThisWidth();
    const dialog = await expectErrorPanel('CVV Error', ['Edit Payment Information']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Payment Information' }));
    await fillInCardForm('4242424242424242');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a new card' })).toBeNull(),
    );
    await expect(screen.getByText('ada.lovelace@example.com')).toBeVisible();
    await waitFor(
      () => expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked(),
      slow,
    );
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** The same on a phone: the card form opens in the payment popup, over the review step. */
export const MobileCvvErrorRecovers: Story = {
  globals: mobileViewport,
  parameters: playing('hotel-book/cvv/invalid-credit-card-verification-number'),
  play: async () => {
    await bookWithCardAtThisWidth();
    const dialog = await expectErrorPanel('CVV Error', ['Edit Payment Information']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Payment Information' }));
    await fillInCardForm('4242424242424242');
    const popup = await screen.findByRole('dialog', { name: 'Rewards & payment' }, slow);
    await waitFor(
      () => expect(within(popup).getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked(),
      slow,
    );
    await userEvent.click(within(popup).getByRole('button', { name: checkoutTexts.reviewMyTrip }));
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §29 Hotel booking errors, by panel: one story per code, booked at either width

/** A booking that fails with the code: the panel of its group, with its buttons. */
function failingWith(code: HotelBookingErrorCode): Story {
  const content = errorPanelContent(
    hotelFulfilErrorPanel({ kind: 'ProductError', code }, '1-800-555-0134'),
  );
  const buttons = [content.primary.label, ...(content.secondary ? [content.secondary.label] : [])];
  return {
    parameters: playing(hotelBookingErrorScenarioId(code)),
    play: async () => {
      await bookWithCardAtThisWidth();
      await expectErrorPanel(content.title, buttons);
    },
  };
}

/** STATES §29 `hotel-book/cvv/invalid-credit-card-verification-number`. */
export const CvvInvalidCreditCardVerificationNumber: Story = failingWith(
  'InvalidCreditCardVerificationNumber',
);

/** STATES §29 `hotel-book/address/invalid-credit-card-zip-code`. */
export const AddressInvalidCreditCardZipCode: Story = failingWith('InvalidCreditCardZipCode');

/** STATES §29 `hotel-book/address/invalid-credit-card-country-code`. */
export const AddressInvalidCreditCardCountryCode: Story = failingWith(
  'InvalidCreditCardCountryCode',
);

/** STATES §29 `hotel-book/payment/credit-card-declined`. */
export const PaymentCreditCardDeclined: Story = failingWith('CreditCardDeclined');

/** STATES §29 `hotel-book/payment/insufficient-funds`. */
export const PaymentInsufficientFunds: Story = failingWith('InsufficientFunds');

/** STATES §29 `hotel-book/payment/credit-card-expired`. */
export const PaymentCreditCardExpired: Story = failingWith('CreditCardExpired');

/** STATES §29 `hotel-book/payment/credit-card-lost-stolen`. */
export const PaymentCreditCardLostStolen: Story = failingWith('CreditCardLostStolen');

/** STATES §29 `hotel-book/payment/credit-card-not-supported`. */
export const PaymentCreditCardNotSupported: Story = failingWith('CreditCardNotSupported');

/** STATES §29 `hotel-book/payment/invalid-credit-card-number`. */
export const PaymentInvalidCreditCardNumber: Story = failingWith('InvalidCreditCardNumber');

/** STATES §29 `hotel-book/payment/invalid-credit-card-information`. */
export const PaymentInvalidCreditCardInformation: Story = failingWith(
  'InvalidCreditCardInformation',
);

/** STATES §29 `hotel-book/payment/payment-error`. */
export const PaymentPaymentError: Story = failingWith('PaymentError');

/** STATES §29 `hotel-book/fraud/fraud`. */
export const FraudFraud: Story = failingWith('Fraud');

/** STATES §29 `hotel-book/redemption-failure/redemption-failure`. */
export const RedemptionFailureRedemptionFailure: Story = failingWith('RedemptionFailure');

/** STATES §29 `hotel-book/travelers/invalid-guest-country`. */
export const TravelersInvalidGuestCountry: Story = failingWith('InvalidGuestCountry');

/** STATES §29 `hotel-book/travelers/check-in-minimum-age-not-met`. */
export const TravelersCheckInMinimumAgeNotMet: Story = failingWith('CheckInMinimumAgeNotMet');

/** STATES §29 `hotel-book/search-again/invalid-quote`. */
export const SearchAgainInvalidQuote: Story = failingWith('InvalidQuote');

/** STATES §29 `hotel-book/search-again/not-available`. */
export const SearchAgainNotAvailable: Story = failingWith('NotAvailable');

/** STATES §29 `hotel-book/search-again/rate-not-available`. */
export const SearchAgainRateNotAvailable: Story = failingWith('RateNotAvailable');

/** STATES §29 `hotel-book/search-again/no-availability`. */
export const SearchAgainNoAvailability: Story = failingWith('NoAvailability');

/** STATES §29 `hotel-book/search-again/lack-of-inventory`. */
export const SearchAgainLackOfInventory: Story = failingWith('LackOfInventory');

/** STATES §29 `hotel-book/search-again/inactivity`. */
export const SearchAgainInactivity: Story = failingWith('Inactivity');

/** STATES §29 `hotel-book/search-again/unknown`. */
export const SearchAgainUnknown: Story = failingWith('Unknown');

/** STATES §29 `hotel-book/provider/book-ext-service-unavailable`. */
export const ProviderBookExtServiceUnavailable: Story = failingWith('BookExtServiceUnavailable');

/** STATES §29 `hotel-book/provider/book-ext-timeout`. */
export const ProviderBookExtTimeout: Story = failingWith('BookExtTimeout');

/** STATES §29 `hotel-book/provider/book-ext-bad-request`. */
export const ProviderBookExtBadRequest: Story = failingWith('BookExtBadRequest');

/** STATES §29 `hotel-book/provider/book-ext-unavailability`. */
export const ProviderBookExtUnavailability: Story = failingWith('BookExtUnavailability');

/** STATES §29 `hotel-book/provider/book-provider-unavailable`. */
export const ProviderBookProviderUnavailable: Story = failingWith('BookProviderUnavailable');

/** STATES §29 `hotel-book/price-changed/book-ext-price-changed`. */
export const PriceChangedBookExtPriceChanged: Story = failingWith('BookExtPriceChanged');

/** STATES §29 `hotel-book/rate-limited/excessive-activity`. */
export const RateLimitedExcessiveActivity: Story = failingWith('ExcessiveActivity');

/** STATES §29 `hotel-book/rate-limited/unauthorized`. */
export const RateLimitedUnauthorized: Story = failingWith('Unauthorized');
