import {
  bookingBlockersOf,
  checkoutFlowFailure,
  checkoutFlowLoadingMessage,
  checkoutPanelCommand,
  isPriceChangePending,
  nextTravelerStepMode,
  type CheckoutFailure,
  type ErrorPanelAction,
  type MobileCheckoutStep,
  type TravelerProfile,
  type TravelerStepSave,
  type TravelersSave,
  progressStepStatesOf,
  type BookingBlocker,
  type LoadingMessageKind,
  type ProgressStep,
  type ProgressStepState,
  type TravelerStepMode,
} from '@wayfare/domain';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useProductCheckoutScope } from './BookingScope';
import type { CheckoutProduct } from './CheckoutProduct';
import { fulfilStateOf, quoteStateOf } from './checkoutFlow';
import { callIdle, type FulfilState, type QuoteState } from './checkoutOutcome';
import { useContactInformation } from './useContactInformation';
import { useFulfil, type FulfilControls, type FulfilOptions } from './useFulfil';
import { useMainGuest, type MainGuestChoice, type MainGuestControls } from './useMainGuest';
import { useCheckoutRestore } from './useCheckoutRestore';
import { useSaveTraveler } from '../travelers/useSaveTraveler';
import { useOutOfPolicy, type OutOfPolicyControls } from './useOutOfPolicy';
import {
  usePaymentMethods,
  type PaymentMethodsControls,
} from '../paymentMethods/usePaymentMethods';
import { useQuote, type QuoteControls } from './useQuote';
import { useRewardsSelection, type RewardsSelectionControls } from '../rewards/useRewardsSelection';
import { useTravelWallet, type TravelWalletControls } from '../wallet/useTravelWallet';
import { useTravelers, type TravelersControls } from '../travelers/useTravelers';
import type { ContactInformationControls } from './useContactInformation';

/**
 * What stands before "Confirm and Book": the domain's blockers (platform §4 "Booking may
 * proceed"), and a missing reason for an out-of-policy corporate booking (STATES
 * checkout/corporate/out-of-policy "reason asked"), which the domain's list has no slot for.
 */
export type CheckoutBlocker = BookingBlocker | 'out-of-policy-reason-missing';

export interface CheckoutControls<Quote = unknown, Booking = unknown> {
  readonly travelers: TravelersControls;
  readonly contact: ContactInformationControls;
  readonly rewards: RewardsSelectionControls;
  readonly paymentMethods: PaymentMethodsControls;
  readonly wallet: TravelWalletControls;
  readonly quote: QuoteControls<Quote>;
  readonly mainGuest: MainGuestControls;
  readonly fulfil: FulfilControls<Booking>;
  /** The corporate travel policy: out of policy, the reason, the approval (platform §3, §4, §6). */
  readonly outOfPolicy: OutOfPolicyControls;
  readonly travelerStepMode: TravelerStepMode;
  readonly editTraveler: () => void;
  /** The mobile checkout's step, kept with the choices so a reload resumes at it. */
  readonly mobileStep: MobileCheckoutStep;
  readonly setMobileStep: (step: MobileCheckoutStep) => void;
  /** spec: platform §2, §4 progress steps. */
  readonly progress: Record<ProgressStep, ProgressStepState>;
  /** What still stands before "Confirm and Book" (spec: platform §4 "Booking may proceed"). */
  readonly blockers: readonly CheckoutBlocker[];
  readonly canBook: boolean;
  readonly isCallInProgress: boolean;
  /** The loading popup's message (spec: platform §2), while a call runs. */
  readonly loadingMessage: LoadingMessageKind | undefined;
  /**
   * The panel to show now (domain checkoutFlowFailure): the booking's, the main guest's, the
   * quote's, the card's, a price change, a booking whose outcome is unknown.
   */
  readonly error: CheckoutFailure | undefined;
  /** Closes the booking-unknown panel; the booking stays unknown and Confirm and Book off. */
  readonly dismissBookingUnknown: () => void;
  /** What a panel's button does (spec: platform §8 "Button actions"); the screen says where to go. */
  readonly actOnPanel: (action: ErrorPanelAction, ways: CheckoutPanelWays) => void;
  /**
   * A quote, then the main guest (spec: platform §4): view mode, the quote, then the main guest
   * given, else the traveler and contact chosen. Resolves with the quote's state, or the main
   * guest's failure.
   */
  readonly requestQuote: (mainGuest?: MainGuestChoice) => Promise<QuoteState<Quote>>;
  /** Keeps the traveler step's choice: the contact, and the traveler chosen or added (saved). */
  readonly chooseTraveler: (save: TravelerStepSave) => Promise<TravelerProfile | undefined>;
  /** Save & Continue (spec: platform §4): keeps the choice, then quotes with it as the main guest. */
  readonly saveTravelerStep: (save: TravelerStepSave) => Promise<QuoteState<Quote> | undefined>;
  /**
   * Save & Continue of a booking that names several travelers (a flight's passengers, saved
   * travelers all): keeps them and the contact, then quotes with them, the first as main guest.
   */
  readonly saveTravelers: (save: TravelersSave) => Promise<QuoteState<Quote> | undefined>;
  /** Keeps the travelers and the contact without a quote (the first mobile step); false when one is unknown. */
  readonly keepTravelers: (save: TravelersSave) => boolean;
  /**
   * spec: platform §4 "Clicking Book with a quote schedules the booking ...; without a quote it
   * re-quotes." An out-of-policy booking without a reason is not sent: the state stays as it is.
   */
  readonly book: () => Promise<FulfilState<Booking> | QuoteState<Quote>>;
  /** spec: platform §4 "Resetting book errors clears all call states and errors." */
  readonly resetErrors: () => void;
  /** spec: platform §4 "Redoing the search resets the whole booking state." */
  readonly redoSearch: () => void;
}

/** Where a panel's button leads, which only the screen knows (routes, the add-card form). */
export interface CheckoutPanelWays {
  /** The search results, once the booking state is reset. */
  readonly searchAgain: () => void;
  /** The page whose date picker changes the stay. */
  readonly changeDates: () => void;
  /** Bring the traveler step into view, now in edit mode. */
  readonly editTravelers: () => void;
  /** Payment was cleared by a new quote after a failed booking: bring payment back into view. */
  readonly choosePaymentAgain: () => void;
  readonly openAddCard: () => void;
  readonly goToTrips: () => void;
  /** Confirm and Book as the screen does it (it checks what only the screen asks for). */
  readonly book: () => void;
}

/** A product's whole checkout for one page (spec: platform §2, §4, §5). */
export function useCheckout<Trip, Quote, Booking>(
  product: CheckoutProduct<Trip, Quote, Booking>,
  options: FulfilOptions<Booking> = {},
): CheckoutControls<Quote, Booking> {
  const { atoms } = useProductCheckoutScope(product);
  const store = useStore();
  const travelers = useTravelers();
  const contact = useContactInformation();
  const rewards = useRewardsSelection();
  const paymentMethods = usePaymentMethods();
  const wallet = useTravelWallet();
  const quote = useQuote(product, options);
  const mainGuest = useMainGuest(product);
  const outOfPolicy = useOutOfPolicy();
  // The page need not say whether the stay is out of policy: the policy tier does.
  const fulfil = useFulfil(product, {
    ...options,
    isOutOfPolicy: options.isOutOfPolicy ?? outOfPolicy.isOutOfPolicy,
  });
  const travelerStepMode = useAtomValue(atoms.travelerStepMode);
  const [mobileStep, setMobileStep] = useAtom(atoms.mobileStep);
  const flow = useAtomValue(atoms.drawnFlow);
  const paymentVerify = useAtomValue(atoms.paymentVerify);

  const total = useAtomValue(atoms.quoteTotal)?.fiat.value;
  // Before a quote nothing is known to be covered: something is due.
  const amountDueAfterWallet = wallet.coverage?.amountDue ?? total ?? Number.POSITIVE_INFINITY;
  const amountRemaining = Math.max(
    0,
    amountDueAfterWallet - (rewards.payment?.fiatAmount.value ?? 0),
  );
  const progress = progressStepStatesOf({
    travelerChosen: travelers.chosenTravelers.every((traveler) => traveler !== undefined),
    contactValid: contact.isComplete,
    rewardsAccountChosen: rewards.choice.kind === 'account',
    paymentMethodChosen: paymentMethods.selectedPaymentMethod !== undefined,
    amountRemaining,
  });
  const loadingMessage = checkoutFlowLoadingMessage(flow);
  const isCallInProgress = loadingMessage !== undefined || paymentVerify.status === 'pending';
  const blockers: CheckoutBlocker[] = bookingBlockersOf({
    travelerDone: progress['add-travelers'] === 'completed',
    contactDone: progress['contact-information'] === 'completed',
    // Done when the step is and the booking's payments can be put together from the choices.
    paymentDone: progress['rewards-and-payment'] === 'completed' && fulfil.payments !== undefined,
    amountDueAfterWallet,
    callInProgress: isCallInProgress,
    priceChangePending: isPriceChangePending(flow),
    mainGuestAdded: mainGuest.status === 'success',
  });
  if (outOfPolicy.isReasonMissing) blockers.push('out-of-policy-reason-missing');

  const error = checkoutFlowFailure(flow);

  const { requestQuote: quoteOnly } = quote;
  const { addMainGuest } = mainGuest;
  const requestQuote = useCallback(
    async (mainGuestChoice?: MainGuestChoice) => {
      store.set(atoms.travelerStepMode, nextTravelerStepMode('save-and-continue'));
      const quoted = await quoteOnly();
      if (quoted.status !== 'success') return quoted;
      // A refused main guest stops the checkout where a failed quote would: the next step
      // (payment) must not open under its panel.
      const guest = await addMainGuest(mainGuestChoice);
      return guest.status === 'failure' ? guest : quoted;
    },
    [store, atoms, quoteOnly, addMainGuest],
  );

  useCheckoutRestore({
    travelers,
    paymentMethods,
    rewards,
    travelerStepMode,
    quoteStatus: quote.status,
    requestQuote,
  });

  const saveTraveler = useSaveTraveler();
  const { setEmailAddress, setPhoneNumber } = contact;
  const chooseTraveler = async (save: TravelerStepSave) => {
    setEmailAddress(save.contact.email);
    setPhoneNumber(save.contact.phone);
    if ('travelerId' in save) {
      travelers.selectTraveler(save.travelerId);
      return travelers.travelers.find(({ id }) => id === save.travelerId);
    }
    // Saved, it is chosen (useSaveTraveler); a refused save leaves the step to try again.
    return saveTraveler
      .mutateAsync({
        ...save.newTraveler,
        assistance: [],
        frequentFlyer: {},
        emailAddress: save.contact.email,
        phoneNumber: save.contact.phone,
      })
      .catch(() => undefined);
  };
  const saveTravelerStep = async (save: TravelerStepSave) => {
    const traveler = await chooseTraveler(save);
    if (traveler === undefined) return undefined;
    return requestQuote({
      traveler,
      contact: { emailAddress: save.contact.email, phoneNumber: save.contact.phone },
    });
  };

  const keptTravelers = ({ travelerIds, contact: chosenContact }: TravelersSave) => {
    setEmailAddress(chosenContact.email);
    setPhoneNumber(chosenContact.phone);
    travelers.chooseTravelers(travelerIds);
    const chosen = travelerIds.map((id) => travelers.travelers.find((each) => each.id === id));
    return chosen.every((each) => each !== undefined) ? chosen : undefined;
  };
  const saveTravelers = async (save: TravelersSave) => {
    const chosen = keptTravelers(save);
    const [mainGuest] = chosen ?? [];
    if (chosen === undefined || mainGuest === undefined) return undefined;
    const { contact: chosenContact } = save;
    return requestQuote({
      traveler: mainGuest,
      travelers: chosen,
      contact: { emailAddress: chosenContact.email, phoneNumber: chosenContact.phone },
    });
  };

  const { book: fulfilBook } = fulfil;
  const { isReasonMissing } = outOfPolicy;
  const book = useCallback(async (): Promise<FulfilState<Booking> | QuoteState<Quote>> => {
    if (quoteStateOf(store.get(atoms.flow)).status !== 'success') return requestQuote();
    // No booking leaves without the reason an out-of-policy stay needs (platform §4 Fulfil).
    if (isReasonMissing) return fulfilStateOf(store.get(atoms.flow));
    return fulfilBook();
  }, [store, atoms, fulfilBook, requestQuote, isReasonMissing]);

  const resetErrors = useCallback(() => {
    store.get(atoms.quoteController)?.abort();
    store.set(atoms.paymentVerify, callIdle);
    store.set(atoms.dispatch, { type: 'errors-reset' });
  }, [store, atoms]);
  const redoSearch = useCallback(() => store.set(atoms.resetAll), [store, atoms]);
  const editTraveler = useCallback(
    () => store.set(atoms.travelerStepMode, nextTravelerStepMode('edit-traveler')),
    [store, atoms],
  );
  const onlyPriceChangeBlocks = blockers.every(
    (blocker) => blocker === 'price-change-unacknowledged',
  );

  const actOnPanel = (action: ErrorPanelAction, ways: CheckoutPanelWays) => {
    const command = checkoutPanelCommand(action, store.get(atoms.flow));
    switch (command.kind) {
      case 'search-again':
        redoSearch();
        ways.searchAgain();
        return;
      case 'quote-again':
        resetErrors();
        void requestQuote().then((quoted) => {
          if (quoted.status === 'success' && command.choosePaymentAgain) ways.choosePaymentAgain();
        });
        return;
      case 'acknowledge-price-change-and-book':
        quote.acknowledgePriceDifference();
        if (onlyPriceChangeBlocks) ways.book();
        return;
      case 'change-dates':
        ways.changeDates();
        return;
      case 'edit-travelers':
        resetErrors();
        editTraveler();
        ways.editTravelers();
        return;
      case 'edit-payment':
        resetErrors();
        if (command.quoteAgain) void requestQuote();
        ways.openAddCard();
        return;
      case 'go-to-trips':
        ways.goToTrips();
        return;
    }
  };

  return {
    travelers,
    contact,
    rewards,
    paymentMethods,
    wallet,
    quote,
    mainGuest,
    fulfil,
    outOfPolicy,
    travelerStepMode,
    editTraveler,
    mobileStep,
    setMobileStep,
    progress,
    blockers,
    canBook: blockers.length === 0,
    isCallInProgress,
    loadingMessage,
    error,
    dismissBookingUnknown: useCallback(
      () => void store.set(atoms.dispatch, { type: 'booking-unknown-dismissed' }),
      [store, atoms],
    ),
    actOnPanel,
    requestQuote,
    chooseTraveler,
    saveTravelerStep,
    saveTravelers,
    keepTravelers: (save) => keptTravelers(save) !== undefined,
    book,
    resetErrors,
    redoSearch,
  };
}
