import { useCallback, useLayoutEffect, useRef } from 'react';

/** The changes asked for that the page has not drawn yet: each one's address, and the last one. */
interface PendingChanges<Query> {
  readonly addresses: ReadonlySet<string>;
  readonly last: Query;
}

/** A change to the query, made to the query as last asked for. */
export type AddressChange<Query> = (change: (query: Query) => Query) => void;

/**
 * Changes to the query a page's address shows (a sort, a filter), each made to the last change
 * asked for while the page has not drawn it yet. React Router 7 draws a new address in a
 * transition, so for a while the page still shows, and its handlers still read, the query before
 * it: a second change made then (a filter ticked right after a sort, on a slow phone) was made to
 * that query and undid the first, and a page left then (a listing's Continue pressed right after
 * a child was added) was left with the query before the change. An address changed some other
 * way (Back, a link) is taken as it is.
 *
 * `addressOf` gives a query's address (a module-level function); `go` goes to an address. Returns
 * the change, and the query as last asked for, for a handler that leaves the page with it.
 */
export function useAddressChanges<Query>(
  shown: Query,
  addressOf: (query: Query) => string,
  go: (address: string) => void,
): [AddressChange<Query>, () => Query] {
  const pending = useRef<PendingChanges<Query> | undefined>(undefined);
  const shownAddress = addressOf(shown);
  // What the page shows, as its handlers read it: the change and the query as last asked for
  // keep their identity from one address to the next, so what is memoized on them is not
  // drawn again at each sort or filter.
  const drawn = useRef({ shown, shownAddress });
  useLayoutEffect(() => {
    drawn.current = { shown, shownAddress };
    if (pending.current && addressOf(pending.current.last) === shownAddress)
      pending.current = undefined;
  }, [addressOf, shown, shownAddress]);
  /** The changes the page is still drawing, if what it shows is one of theirs. */
  const drawing = useCallback(() => {
    const asked = pending.current;
    return asked !== undefined && asked.addresses.has(drawn.current.shownAddress)
      ? asked
      : undefined;
  }, []);
  const change = useCallback(
    (change: (query: Query) => Query) => {
      const asked = drawing();
      const next = change(asked ? asked.last : drawn.current.shown);
      const address = addressOf(next);
      pending.current = {
        addresses: new Set([...(asked ? asked.addresses : [drawn.current.shownAddress]), address]),
        last: next,
      };
      go(address);
    },
    [addressOf, drawing, go],
  );
  const latest = useCallback(() => drawing()?.last ?? drawn.current.shown, [drawing]);
  return [change, latest];
}
