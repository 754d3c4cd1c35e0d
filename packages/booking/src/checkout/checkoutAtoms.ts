import {
  checkoutFlowStart,
  type CheckoutFlow,
  type CheckoutFlowEvent,
  type Price,
  firstMobileCheckoutStep,
  nextCheckoutFlow,
  restoredCheckoutFlow,
  selectedAccountStorageKey,
  type MobileCheckoutStep,
  type RewardsChoice,
  type TravelerStepMode,
} from '@wayfare/domain';
import { atom, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET, selectAtom } from 'jotai/utils';
import type { PaymentVerifyState, QuoteState } from './checkoutOutcome';
import { callIdle } from './checkoutOutcome';
import { quoteStateOf } from './checkoutFlow';
import type { StringStorage } from './choicesStorage';

/** The contact details typed by the traveller; null until typed, so the page can prefill them. */
export interface ContactChoice {
  readonly emailAddress: string | null;
  readonly phoneNumber: string | null;
}

/** What the traveller applies from the travel wallet (spec: platform §3 Travel wallet). */
export interface WalletChoice {
  readonly applyCredit: boolean;
  readonly offerId: string | null;
}

/** What a stored choice takes: a value, an update, or RESET to forget it. */
type StoredChoiceAction<T> = T | typeof RESET | ((previous: T) => T | typeof RESET);
type StoredAtom<T> = WritableAtom<T, [StoredChoiceAction<T>], void>;

/**
 * The atoms of one checkout. The traveller's choices (never card data) and the checkout's flow are
 * kept in session storage under the checkout's key, so a refresh resumes a booking in flight and a
 * booked checkout stays booked (spec: platform §4; the flow restores through restoredCheckoutFlow).
 */
export interface CheckoutAtoms<Quote = unknown, Booking = unknown> {
  /** null: none chosen, the default traveler applies (spec: platform §5). */
  readonly selectedTravelerId: StoredAtom<string | null>;
  /** The travelers chosen for the other seats of a booking that names several (a flight's passengers). */
  readonly moreTravelerIds: StoredAtom<readonly string[]>;
  readonly contact: StoredAtom<ContactChoice>;
  /** null: none chosen yet, the initial choice is derived (spec: platform §4 Rewards selection). */
  readonly rewardsChoice: WritableAtom<RewardsChoice | null, [RewardsChoice | null], void>;
  /** The account id kept in local storage under `referenceId` (spec: platform §4). */
  readonly storedReferenceId: PrimitiveAtom<string | null>;
  readonly selectedPaymentMethodId: StoredAtom<string | null>;
  readonly wallet: StoredAtom<WalletChoice>;
  readonly outOfPolicyReason: StoredAtom<string>;
  readonly travelerStepMode: StoredAtom<TravelerStepMode>;
  /** The mobile checkout's step, kept so a reload resumes at it (spec: platform §2 Checkout, mobile). */
  readonly mobileStep: StoredAtom<MobileCheckoutStep>;
  /** Where the checkout is: quote, main guest, booking (domain checkoutFlow); the one source of each. */
  readonly flow: WritableAtom<CheckoutFlow<Quote, Booking>, [CheckoutFlow<Quote, Booking>], void>;
  /** The flow as the checkout draws it: what components read (`drawsTheSame`). */
  readonly drawnFlow: Atom<CheckoutFlow<Quote, Booking>>;
  /** The quote call as the flow has it. */
  readonly quote: Atom<QuoteState<Quote>>;
  /** What the quote asks to be paid now, whatever the product: what rewards, wallet and earn price from. */
  readonly quoteTotal: Atom<Price | undefined>;
  /** Moves the flow on; false when the flow refuses the event (a second booking, a stale answer). */
  readonly dispatch: WritableAtom<null, [CheckoutFlowEvent<Quote, Booking>], boolean>;
  /** Cancels the quote in flight when a newer one is asked for. */
  readonly quoteController: PrimitiveAtom<AbortController | undefined>;
  readonly paymentVerify: PrimitiveAtom<PaymentVerifyState>;
  /** spec: platform §4 "Redoing the search resets the whole booking state." */
  readonly resetAll: WritableAtom<null, [], void>;
}

export interface CheckoutAtomsOptions<Quote> {
  /** The checkout's key (see checkoutStorageKey). */
  readonly key: string;
  /** Where choices are kept: session storage in the browser. */
  readonly storage: StringStorage;
  /** Where the selected rewards account id is kept: local storage in the browser. */
  readonly accountStorage: StringStorage;
  /** The product's quote total (CheckoutProduct.totalOf). */
  readonly totalOf: (quote: Quote) => Price;
}

export const emptyContact: ContactChoice = { emailAddress: null, phoneNumber: null };
export const noWalletItems: WalletChoice = { applyCredit: false, offerId: null };

export function createCheckoutAtoms<Quote, Booking>({
  key,
  storage,
  accountStorage,
  totalOf,
}: CheckoutAtomsOptions<Quote>): CheckoutAtoms<Quote, Booking> {
  // getOnInit: the stored choice is the first value, so a restored checkout never flashes empty.
  const stored = <T>(name: string, initial: T): StoredAtom<T> =>
    atomWithStorage<T>(
      `${key}:${name}`,
      initial,
      createJSONStorage<T>(() => storage),
      {
        getOnInit: true,
      },
    );

  const storedRewardsChoice = stored<RewardsChoice | null>('rewardsChoice', null);
  const storedReferenceId = atom<string | null>(accountStorage.getItem(selectedAccountStorageKey));
  const rewardsChoice = atom(
    (get) => get(storedRewardsChoice),
    (_get, set, choice: RewardsChoice | null) => {
      set(storedRewardsChoice, choice);
      if (choice?.kind === 'account') {
        accountStorage.setItem(selectedAccountStorageKey, choice.accountReferenceId);
        set(storedReferenceId, choice.accountReferenceId);
      }
    },
  );

  const atoms = {
    selectedTravelerId: stored<string | null>('selectedTravelerId', null),
    moreTravelerIds: stored<readonly string[]>('moreTravelerIds', []),
    contact: stored<ContactChoice>('contact', emptyContact),
    rewardsChoice,
    storedReferenceId,
    selectedPaymentMethodId: stored<string | null>('selectedPaymentMethodId', null),
    wallet: stored<WalletChoice>('wallet', noWalletItems),
    outOfPolicyReason: stored('outOfPolicyReason', ''),
    travelerStepMode: stored<TravelerStepMode>('travelerStepMode', 'edit'),
    mobileStep: stored<MobileCheckoutStep>('mobileStep', firstMobileCheckoutStep),
    flow: storedFlow<Quote, Booking>(key, storage),
    quoteController: atom<AbortController | undefined>(undefined),
    paymentVerify: atom<PaymentVerifyState>(callIdle),
  };

  const drawnFlow = selectAtom(atoms.flow, (flow) => flow, drawsTheSame);
  const quote = atom((get) => quoteStateOf(get(drawnFlow)));
  const quoteTotal = atom((get) => {
    const state = get(quote);
    return state.status === 'success' ? totalOf(state.quote) : undefined;
  });

  const dispatch = atom(null, (get, set, event: CheckoutFlowEvent<Quote, Booking>) => {
    const next = nextCheckoutFlow(get(atoms.flow), event);
    if (next === undefined) return false;
    set(atoms.flow, next);
    return true;
  });

  const resetAll = atom(null, (get, set) => {
    // A booked checkout, or one whose booking may exist, keeps its flow (domain checkoutFlow).
    if (!set(dispatch, { type: 'search-redone' })) return;
    get(atoms.quoteController)?.abort();
    set(atoms.quoteController, undefined);
    set(atoms.paymentVerify, callIdle);
    set(storedRewardsChoice, RESET);
    set(atoms.selectedTravelerId, RESET);
    set(atoms.moreTravelerIds, RESET);
    set(atoms.contact, RESET);
    set(atoms.selectedPaymentMethodId, RESET);
    set(atoms.wallet, RESET);
    set(atoms.outOfPolicyReason, RESET);
    set(atoms.travelerStepMode, RESET);
    set(atoms.mobileStep, RESET);
  });

  return { ...atoms, drawnFlow, quote, quoteTotal, dispatch, resetAll };
}

/**
 * Whether the checkout draws two flows alike: a booking that has gained only its fulfil token
 * (kept for a reload to poll it) draws as it did, so the checkout is not drawn again between the
 * booking's calls. What reads the token reads the flow itself (`store.get`).
 */
function drawsTheSame<Quote, Booking>(
  before: CheckoutFlow<Quote, Booking>,
  after: CheckoutFlow<Quote, Booking>,
): boolean {
  return (
    before === after ||
    (before.step === 'booking' && after.step === 'booking' && before.quoted === after.quoted)
  );
}

/**
 * The flow in session storage. It is read once, when the checkout opens, through the restore rule
 * (restoredCheckoutFlow: a reload or Back); jotai's storage atoms read their storage again each
 * time they are first subscribed to, which would apply the rule to a checkout still open.
 */
function storedFlow<Quote, Booking>(key: string, storage: StringStorage) {
  const name = `${key}:flow`;
  const flow = atom(restoredCheckoutFlow(savedFlow<Quote, Booking>(storage.getItem(name))));
  return atom(
    (get) => get(flow),
    (_get, set, next: CheckoutFlow<Quote, Booking>) => {
      set(flow, next);
      storage.setItem(name, JSON.stringify(next));
    },
  );
}

/** The stored flow, or the start when there is none or it cannot be read. */
function savedFlow<Quote, Booking>(json: string | null): CheckoutFlow<Quote, Booking> {
  if (json === null) return checkoutFlowStart;
  try {
    // Written by this checkout's own flow atom, under its key.
    return JSON.parse(json) as CheckoutFlow<Quote, Booking>;
  } catch {
    return checkoutFlowStart;
  }
}
