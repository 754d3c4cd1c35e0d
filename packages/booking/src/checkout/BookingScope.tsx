import { createStore, Provider } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createCheckoutAtoms, type CheckoutAtoms } from './checkoutAtoms';
import { checkoutStorageKey, type CheckoutStay } from './checkoutStay';
import { defaultLocalStorage, defaultSessionStorage, type StringStorage } from './choicesStorage';

/** What the checkout hooks share within one checkout. */
export interface CheckoutScope {
  readonly stay: CheckoutStay;
  readonly atoms: CheckoutAtoms;
  /** Where choices and the booked reservation are kept (session storage in the browser). */
  readonly storage: StringStorage;
}

const ScopeContext = createContext<CheckoutScope | undefined>(undefined);

export interface BookingScopeProps {
  readonly stay: CheckoutStay;
  /** Session storage by default; tests pass an in-memory one. */
  readonly storage?: StringStorage;
  /** Local storage by default (the selected rewards account, spec: platform §4 referenceId). */
  readonly accountStorage?: StringStorage;
  readonly children: ReactNode;
}

/**
 * One checkout's state: its own jotai store, so two checkouts (two widgets on a partner page)
 * never share choices (ARCHITECTURE.md, booking). A new listing or stay is a new checkout.
 */
export function BookingScope({ stay, storage, accountStorage, children }: BookingScopeProps) {
  const key = checkoutStorageKey(stay);
  // A new key (another listing or stay) is a new checkout: new atoms over a new store.
  const state = useMemo(() => {
    const choices = storage ?? defaultSessionStorage();
    const atoms = createCheckoutAtoms({
      key,
      storage: choices,
      accountStorage: accountStorage ?? defaultLocalStorage(),
    });
    return { storage: choices, atoms, store: createStore() };
  }, [key, storage, accountStorage]);
  const scope = useMemo(
    () => ({ stay, storage: state.storage, atoms: state.atoms }),
    [stay, state],
  );
  return (
    <ScopeContext.Provider value={scope}>
      <Provider store={state.store}>{children}</Provider>
    </ScopeContext.Provider>
  );
}

/**
 * The checkout scope when there is one. The traveler and payment-method hooks also serve the
 * account pages, which have no checkout: there they keep their state to themselves.
 */
export function useOptionalCheckoutScope(): CheckoutScope | undefined {
  return useContext(ScopeContext);
}

export function useCheckoutScope(): CheckoutScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('Checkout hooks need a <BookingScope> above them.');
  return scope;
}
