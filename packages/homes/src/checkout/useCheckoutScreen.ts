import {
  homesCheckoutProduct,
  useAddCard,
  useBookingEnvironment,
  useCheckout,
  useDeletePaymentMethod,
  useEarn,
  usePortalHref,
  type AddCardControls,
  type CheckoutControls,
  type EarnControls,
} from '@wayfare/booking';
import {
  backToSearchResultsQuery,
  checkoutFailureContent,
  listingPath,
  searchResultsPath,
  unlistedRoutePaths,
  type CheckoutQuery,
  type ErrorPanelAction,
  type ErrorPanelContent,
  type PriceQuote,
  type Reservation,
  type VacationRentalListing,
} from '@wayfare/domain';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkoutBreakdownOf, type CheckoutBreakdownFigures } from './checkoutBreakdownLines';
import { useHomesBookingEvents } from '../widget/homesBookingEvents';
import { useConfirmationOnceBooked } from './useConfirmationOnceBooked';
import { useOutOfPolicyReason, type CheckoutScreenOutOfPolicy } from './useOutOfPolicyReason';

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
 * What the desktop and mobile checkouts share (spec: platform §2, §4, §8): the vacation-rental
 * checkout of the core, wired to this screen's routes, the breakdown and adding a card. The
 * layouts only arrange it.
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
  const portalHref = usePortalHref();
  const goToTrips = useCallback(
    () => assignLocation(portalHref(unlistedRoutePaths.trips)),
    [assignLocation, portalHref],
  );
  const { onBooked } = useHomesBookingEvents();
  const checkout = useCheckout(homesCheckoutProduct, {
    ...(pollDelaysMs ? { delaysMs: pollDelaysMs } : {}),
    onTimeout: goToTrips,
    onBooked,
  });
  const earn = useEarn();
  const deletePaymentMethod = useDeletePaymentMethod();
  const outOfPolicy = useOutOfPolicyReason(checkout.outOfPolicy);
  const { rewards, fulfil } = checkout;
  const chosenAccount =
    rewards.choice.kind === 'account' ? rewards.choice.accountReferenceId : undefined;
  const addCard = useAddCard({
    accountId: chosenAccount ?? rewards.accounts[0]?.accountReferenceId ?? '',
  });

  useConfirmationOnceBooked({
    reservationId: fulfil.booking?.id.value,
    isTravelApp: query.isTravelApp,
    isMobile,
    email: checkout.contact.contact.emailAddress,
    earnText: earn.text,
  });

  // Errors of the quote and the confirmation details send the traveller back to the traveler
  // step (the hooks switch it to edit mode; the layout brings it into view).
  const returnsToTraveler = checkout.error?.returnToTravelerStep === true;
  const returnToTraveler = useEffectEvent(onReturnToTraveler);
  useEffect(() => {
    if (returnsToTraveler) returnToTraveler();
  }, [returnsToTraveler]);

  const book = async () => {
    if (outOfPolicy.checkReason()) await checkout.book();
  };
  const isBookingUnknown = fulfil.status === 'unknown';

  return {
    checkout,
    earn,
    breakdown: checkoutBreakdownOf(listing, query, checkout),
    outOfPolicy,
    errorContent: checkout.error && checkoutFailureContent(checkout.error),
    onErrorAction: (action) =>
      checkout.actOnPanel(action, {
        searchAgain: () =>
          void navigate(
            searchResultsPath(backToSearchResultsQuery(query, { now: now(), timeZone })),
          ),
        changeDates: () => void navigate(listingPath(query)),
        editTravelers: onReturnToTraveler,
        choosePaymentAgain: onChoosePaymentAgain,
        openAddCard: addCard.open,
        goToTrips,
        book: () => void book(),
      }),
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
    deleteCard: (paymentMethodId) => deletePaymentMethod.mutate(paymentMethodId),
  };
}
