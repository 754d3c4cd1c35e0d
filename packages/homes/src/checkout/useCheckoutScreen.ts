import {
  homesCheckoutProduct,
  useAddCard,
  useBookingEnvironment,
  useCheckout,
  useDeletePaymentMethod,
  useEarn,
  type AddCardControls,
  type CheckoutControls,
  type EarnControls,
  type OutOfPolicyControls,
} from '@wayfare/booking';
import {
  backToSearchResultsQuery,
  checkoutFailureContent,
  confirmationPath,
  listingPath,
  nightsBetween,
  searchResultsPath,
  unlistedRoutePaths,
  type CheckoutQuery,
  type ErrorPanelAction,
  type ErrorPanelContent,
  type PriceQuote,
  type Reservation,
  type VacationRentalListing,
} from '@wayfare/domain';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkoutBreakdown, type CheckoutBreakdownFigures } from './checkoutBreakdownLines';

export interface CheckoutScreenOptions {
  readonly listing: VacationRentalListing;
  readonly query: CheckoutQuery;
  readonly isMobile: boolean;
  /** Leaves the single-page app for another part of the portal (the trips page). */
  readonly assignLocation: (path: string) => void;
  /** The waits between quote and booking polls; the api's default when absent. */
  readonly pollDelaysMs?: readonly number[] | undefined;
  /** The screen goes back to the traveler (spec: platform §4 "Errors force a return to the traveler step"; "modify travelers"). */
  readonly onReturnToTraveler: () => void;
  /** The payment chosen was cleared by a new quote after a failed booking (mobile: back to payment). */
  readonly onChoosePaymentAgain?: () => void;
}

/** The corporate travel policy as the screen shows it (platform §3, §4 Fulfil, §6). */
export interface CheckoutScreenOutOfPolicy extends OutOfPolicyControls {
  /** A booking was attempted without the reason an out-of-policy stay needs. */
  readonly showReasonError: boolean;
  /** The reason field, focused when a booking is attempted without a reason. */
  readonly reasonFieldRef: RefObject<HTMLInputElement | null>;
  /**
   * Before going on to book (Confirm and Book; on mobile, Review my Trip): a missing reason is
   * flagged and its field focused. True when the booking may go on.
   */
  readonly checkReason: () => boolean;
}

export interface CheckoutScreen {
  readonly checkout: CheckoutControls<PriceQuote, Reservation>;
  readonly earn: EarnControls;
  readonly breakdown: CheckoutBreakdownFigures | undefined;
  readonly outOfPolicy: CheckoutScreenOutOfPolicy;
  /** The error panel to show now, if any. */
  readonly errorContent: ErrorPanelContent | undefined;
  readonly onErrorAction: (action: ErrorPanelAction) => void;
  /** Closes a panel whose only way out leaves the booking as it is (the unknown booking). */
  readonly onErrorClose: (() => void) | undefined;
  /** The booking may exist: Confirm and Book stays off, the traveller checks their trips. */
  readonly isBookingUnknown: boolean;
  /**
   * Confirm and Book is on. A missing out-of-policy reason does not turn it off: pressing it says
   * what is missing (see outOfPolicy.checkReason), and the checkout still refuses to book.
   */
  readonly canBook: boolean;
  readonly isBooking: boolean;
  /** Confirm and Book; once booked, the confirmation page. */
  readonly book: () => Promise<void>;
  readonly addCard: AddCardControls;
  readonly deleteCard: (paymentMethodId: string) => void;
}

/**
 * Everything the desktop and mobile checkouts share (spec: platform §2, §4, §8): the checkout's
 * hooks, the breakdown, what each error panel's action does, adding a card, and booking with the
 * way to the confirmation page. The layouts only arrange it.
 */
export function useCheckoutScreen({
  listing,
  query,
  isMobile,
  assignLocation,
  pollDelaysMs,
  onReturnToTraveler,
  onChoosePaymentAgain = () => undefined,
}: CheckoutScreenOptions): CheckoutScreen {
  const navigate = useNavigate();
  const { now, timeZone } = useBookingEnvironment();
  const goToTrips = useCallback(() => assignLocation(unlistedRoutePaths.trips), [assignLocation]);
  const checkout = useCheckout(homesCheckoutProduct, {
    ...(pollDelaysMs ? { delaysMs: pollDelaysMs } : {}),
    onTimeout: goToTrips,
  });
  const earn = useEarn();
  const deletePaymentMethod = useDeletePaymentMethod();
  const [reasonAttempted, setReasonAttempted] = useState(false);
  const reasonFieldRef = useRef<HTMLInputElement>(null);
  const { contact, rewards, wallet, quote, fulfil } = checkout;

  const rate =
    listing.availability.AvailabilityResult === 'Available' ? listing.availability.rate : undefined;
  const chosenAccount =
    rewards.choice.kind === 'account' ? rewards.choice.accountReferenceId : undefined;
  const breakdown =
    rate &&
    checkoutBreakdown({
      rate,
      nights: nightsBetween(query.fromDate, query.untilDate),
      quote: quote.quote,
      wallet: wallet.coverage,
      rewardsCash: rewards.payment?.fiatAmount,
      accountReferenceId: chosenAccount,
    });
  const addCard = useAddCard({
    accountId: chosenAccount ?? rewards.accounts[0]?.accountReferenceId ?? '',
  });

  // A booked checkout shows its confirmation: after the booking, and on Back or a reload later
  // (the flow stays booked), so Confirm and Book is never armed again.
  const reservationId = fulfil.booking?.id.value;
  const email = contact.contact.emailAddress;
  const earnText = earn.text;
  useEffect(() => {
    if (reservationId === undefined) return;
    // The confirmation page reads the email and the earn string from the history entry's state.
    void navigate(confirmationPath({ isTravelApp: query.isTravelApp, isMobile, reservationId }), {
      replace: true,
      state: { email, earnText },
    });
  }, [reservationId, email, earnText, navigate, query.isTravelApp, isMobile]);

  const { outOfPolicy } = checkout;
  const checkReason = () => {
    if (!outOfPolicy.isReasonMissing) return true;
    setReasonAttempted(true);
    reasonFieldRef.current?.focus();
    return false;
  };

  const book = async () => {
    if (!checkReason()) return;
    await checkout.book();
  };

  // Errors of the quote and the confirmation details send the traveller back to the traveler
  // step (the hooks switch it to edit mode; the layout brings it into view).
  const returnsToTraveler = checkout.error?.returnToTravelerStep === true;
  const returnRef = useRef(onReturnToTraveler);
  useEffect(() => {
    returnRef.current = onReturnToTraveler;
  }, [onReturnToTraveler]);
  useEffect(() => {
    if (returnsToTraveler) returnRef.current();
  }, [returnsToTraveler]);

  const isBookingUnknown = fulfil.status === 'unknown';
  const errorContent = checkout.error && checkoutFailureContent(checkout.error);

  const onErrorAction = (action: ErrorPanelAction) =>
    checkout.actOnPanel(action, {
      searchAgain: () =>
        void navigate(searchResultsPath(backToSearchResultsQuery(query, { now: now(), timeZone }))),
      changeDates: () => void navigate(listingPath(query)),
      editTravelers: onReturnToTraveler,
      choosePaymentAgain: onChoosePaymentAgain,
      openAddCard: addCard.open,
      goToTrips,
      book: () => void book(),
    });

  return {
    checkout,
    earn,
    breakdown,
    outOfPolicy: {
      ...outOfPolicy,
      showReasonError: reasonAttempted && outOfPolicy.isReasonMissing,
      reasonFieldRef,
      checkReason,
    },
    errorContent,
    onErrorAction,
    onErrorClose:
      checkout.error?.panel?.kind === 'booking-unknown'
        ? checkout.dismissBookingUnknown
        : undefined,
    isBookingUnknown,
    canBook:
      checkout.blockers.every((blocker) => blocker === 'out-of-policy-reason-missing') &&
      !isBookingUnknown,
    isBooking: fulfil.status === 'pending',
    book,
    addCard,
    deleteCard: (paymentMethodId: string) => deletePaymentMethod.mutate(paymentMethodId),
  };
}
