import {
  useAddCard,
  useCheckout,
  useDeletePaymentMethod,
  useEarn,
  usePortalHref,
  type AddCardControls,
  type CheckoutControls,
  type EarnControls,
} from '@wayfare/booking';
import {
  checkoutFailureContent,
  unlistedRoutePaths,
  type ErrorPanelAction,
  type ErrorPanelContent,
} from '@wayfare/domain';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { CheckoutBreakdownFigures } from './checkoutBreakdown';
import type { ProductCheckoutSetup } from './checkoutSetup';
import { useConfirmationOnceBooked } from './useConfirmationOnceBooked';
import { useOutOfPolicyReason, type CheckoutScreenOutOfPolicy } from './useOutOfPolicyReason';

export interface CheckoutScreenOptions<Trip, Quote, Booking> {
  readonly setup: ProductCheckoutSetup<Trip, Quote, Booking>;
  readonly isMobile: boolean;
  /** The screen goes back to the traveler (spec: platform §4 "Errors force a return to the traveler step"; "modify travelers"). */
  readonly onReturnToTraveler: () => void;
  /** The payment chosen was cleared by a new quote after a failed booking (mobile: back to payment). */
  readonly onChoosePaymentAgain?: () => void;
  /** Brings the payment into view, for the card form a panel opens (mobile: the payment popup). */
  readonly onShowPayment?: () => void;
  /** Whether the payment, with its card form, is on screen; always, when absent (desktop). */
  readonly isPaymentShown?: (checkout: CheckoutControls<Quote, Booking>) => boolean;
}

export interface CheckoutScreen<Quote = unknown, Booking = unknown> {
  readonly checkout: CheckoutControls<Quote, Booking>;
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
 * What the desktop and mobile checkouts share (spec: platform §2, §4, §8): the product's checkout
 * on the core, wired to the product's routes, the breakdown and adding a card. The layouts only
 * arrange it.
 */
export function useCheckoutScreen<Trip, Quote, Booking>({
  setup,
  isMobile,
  onReturnToTraveler,
  onChoosePaymentAgain = () => undefined,
  onShowPayment = () => undefined,
  isPaymentShown = () => true,
}: CheckoutScreenOptions<Trip, Quote, Booking>): CheckoutScreen<Quote, Booking> {
  const { product, routes, assignLocation, pollDelaysMs, onBooked } = setup;
  const portalHref = usePortalHref();
  const goToTrips = useCallback(
    () => assignLocation(portalHref(unlistedRoutePaths.trips)),
    [assignLocation, portalHref],
  );
  const checkout = useCheckout(product, {
    ...(pollDelaysMs ? { delaysMs: pollDelaysMs } : {}),
    onTimeout: goToTrips,
    ...(onBooked ? { onBooked } : {}),
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

  // "Edit Payment Information" asks for the card form: it opens once the payment shows and
  // nothing is over it (the panel closing, the new quote's loading popup), so that it is the
  // one modal on top, not one under another.
  const isCardFormAsked = useRef(false);
  const isPaymentClear =
    isPaymentShown(checkout) &&
    checkout.loadingMessage === undefined &&
    checkout.error === undefined;
  const openCardForm = useEffectEvent(() => addCard.open());
  useEffect(() => {
    if (!isPaymentClear || !isCardFormAsked.current) return;
    isCardFormAsked.current = false;
    openCardForm();
  }, [isPaymentClear]);

  useConfirmationOnceBooked({
    path: fulfil.booking && routes.confirmationPath(fulfil.booking, { isMobile }),
    email: checkout.contact.contact.emailAddress,
    earnText: earn.text,
  });

  // Errors of the quote and the confirmation details send the traveller back to the traveler
  // step (the hooks switch it to edit mode; the layout brings it into view). In the commit that
  // shows the error, before it is painted: never a frame of the page where it was, then a jump,
  // nor a scroll that comes after everything else has settled.
  const returnsToTraveler = checkout.error?.returnToTravelerStep === true;
  const returnToTraveler = useEffectEvent(onReturnToTraveler);
  useLayoutEffect(() => {
    if (returnsToTraveler) returnToTraveler();
  }, [returnsToTraveler]);

  const book = async () => {
    if (!outOfPolicy.checkReason()) return;
    // A code that does not arrive now is asked for again when the confirmation's route matches.
    routes.loadConfirmation().catch(() => undefined);
    await checkout.book();
  };
  const isBookingUnknown = fulfil.status === 'unknown';

  return {
    checkout,
    earn,
    breakdown: setup.breakdownOf(checkout),
    outOfPolicy,
    errorContent: checkout.error && checkoutFailureContent(checkout.error),
    onErrorAction: (action) =>
      checkout.actOnPanel(action, {
        searchAgain: routes.toSearchResults,
        changeDates: routes.toShop,
        editTravelers: onReturnToTraveler,
        choosePaymentAgain: onChoosePaymentAgain,
        openAddCard: () => {
          isCardFormAsked.current = true;
          onShowPayment();
        },
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
