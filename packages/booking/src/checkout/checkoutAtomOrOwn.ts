import { atom, type WritableAtom } from 'jotai';
import { useState, type SetStateAction } from 'react';
import { useOptionalCheckoutScope } from './BookingScope';
import type { CheckoutAtoms } from './checkoutAtoms';

type SettableAtom<Value> = WritableAtom<Value, [SetStateAction<Value>], void>;

/**
 * One of the checkout's atoms inside a `<BookingScope>`; outside one (an account page) an atom of
 * the calling hook's own, starting at `initial`. So one hook serves both: in a checkout its state
 * is shared with the checkout's other hooks (and kept in its storage), elsewhere it is local.
 */
export function useCheckoutAtomOrOwn<Value>(
  pick: (atoms: CheckoutAtoms) => SettableAtom<Value>,
  initial: Value,
): SettableAtom<Value> {
  const scope = useOptionalCheckoutScope();
  const [own] = useState(() => atom(initial));
  return scope ? pick(scope.atoms) : own;
}
