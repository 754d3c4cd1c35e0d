import { agentFeeFor } from '@wayfare/domain';
import { createStore, Provider, type PrimitiveAtom } from 'jotai';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createCheckoutAtoms, type CheckoutAtoms } from './checkoutAtoms';
import type { CheckoutProduct } from './CheckoutProduct';
import { defaultLocalStorage, defaultSessionStorage, type StringStorage } from './choicesStorage';

/** What the checkout hooks share within one checkout. */
export interface CheckoutScope<Trip = unknown, Quote = unknown, Booking = unknown> {
  readonly product: CheckoutProduct<Trip, Quote, Booking>;
  readonly trip: Trip;
  /** The agent portal's fee, added to the quote and the booking (spec: platform §1, §9); 0 elsewhere. */
  readonly agentFee: number;
  readonly atoms: CheckoutAtoms<Quote, Booking>;
  /** Where choices and the booked trip are kept (session storage in the browser). */
  readonly storage: StringStorage;
}

const ScopeContext = createContext<CheckoutScope | undefined>(undefined);

export interface BookingScopeProps<Trip, Quote, Booking> {
  /** The product booked: how its quote, booking and confirmation are made. */
  readonly product: CheckoutProduct<Trip, Quote, Booking>;
  readonly trip: Trip;
  /** The agent portal adds its fee to the quote and the booking (spec: platform §1). */
  readonly isAgentMode?: boolean;
  /** Session storage by default; tests pass an in-memory one. */
  readonly storage?: StringStorage;
  /** Local storage by default (the selected rewards account, spec: platform §4 referenceId). */
  readonly accountStorage?: StringStorage;
  readonly children: ReactNode;
}

/**
 * One checkout's state: its own jotai store, so two checkouts (two widgets on a partner page)
 * never share choices (ARCHITECTURE.md, booking). Another trip is another checkout.
 */
export function BookingScope<Trip, Quote, Booking>({
  product,
  trip,
  isAgentMode = false,
  storage,
  accountStorage,
  children,
}: BookingScopeProps<Trip, Quote, Booking>) {
  const key = product.checkoutKey(trip);
  // A new key (another trip) is a new checkout: new atoms over a new store.
  const state = useMemo(() => {
    const choices = storage ?? defaultSessionStorage();
    const atoms = createCheckoutAtoms<Quote, Booking>({
      key,
      storage: choices,
      accountStorage: accountStorage ?? defaultLocalStorage(),
      totalOf: (quote) => product.totalOf(quote),
    });
    return { storage: choices, atoms, store: createStore() };
  }, [key, storage, accountStorage, product]);
  useQuoteStoppedOnClose(state.store, state.atoms.quoteController);
  const agentFee = agentFeeFor(isAgentMode);
  const scope = useMemo(
    (): CheckoutScope<Trip, Quote, Booking> => ({
      product,
      trip,
      agentFee,
      storage: state.storage,
      atoms: state.atoms,
    }),
    [product, trip, agentFee, state],
  );
  return (
    // The context holds a checkout of any product; useProductCheckoutScope gives its types back.
    <ScopeContext.Provider value={scope as unknown as CheckoutScope}>
      <Provider store={state.store}>{children}</Provider>
    </ScopeContext.Provider>
  );
}

/**
 * A checkout that closes (its page left in the app, another trip) stops asking for its quote. The
 * poll would otherwise go on for up to a minute, and its answer would land in the session storage
 * that the next checkout of the same trip reads (a failure's "back to traveler edit mode" into a
 * checkout the traveller had moved past). StrictMode's rehearsal closes and opens a checkout at
 * once: only one that is still closed a moment later stops its quote.
 */
function useQuoteStoppedOnClose(
  store: ReturnType<typeof createStore>,
  quoteController: PrimitiveAtom<AbortController | undefined>,
) {
  const open = useRef<PrimitiveAtom<AbortController | undefined>>(undefined);
  useEffect(() => {
    open.current = quoteController;
    return () => {
      open.current = undefined;
      queueMicrotask(() => {
        if (open.current !== quoteController) store.get(quoteController)?.abort();
      });
    };
  }, [store, quoteController]);
}

/**
 * The checkout scope when there is one. The traveler and payment-method hooks also serve the
 * account pages, which have no checkout: there they keep their state to themselves.
 */
export function useOptionalCheckoutScope(): CheckoutScope | undefined {
  return useContext(ScopeContext);
}

/** The checkout scope, whatever its product: what the product-agnostic hooks need. */
export function useCheckoutScope(): CheckoutScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('Checkout hooks need a <BookingScope> above them.');
  return scope;
}

/** The checkout scope of a product, typed as that product's: its trip, quote and booking. */
export function useProductCheckoutScope<Trip, Quote, Booking>(
  product: CheckoutProduct<Trip, Quote, Booking>,
): CheckoutScope<Trip, Quote, Booking> {
  const scope = useCheckoutScope();
  if (scope.product !== (product as unknown))
    throw new Error('These checkout hooks are for another product than the <BookingScope>.');
  // The scope was made by a BookingScope of this very product, so its types are this product's.
  return scope as unknown as CheckoutScope<Trip, Quote, Booking>;
}
