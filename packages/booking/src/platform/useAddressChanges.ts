import { useCallback, useEffect, useRef } from 'react';

/** The changes asked for that the page has not drawn yet: each one's address, and the last one. */
interface PendingChanges<Query> {
  readonly addresses: ReadonlySet<string>;
  readonly last: Query;
}

/**
 * Changes to the query a page's address shows (a sort, a filter), each made to the last change
 * asked for while the page has not drawn it yet. React Router 7 draws a new address in a
 * transition, so for a while the page still shows, and its handlers still read, the query before
 * it: a second change made then (a filter ticked right after a sort, on a slow phone) was made to
 * that query and undid the first. An address changed some other way (Back, a link) is taken as
 * it is.
 *
 * `addressOf` gives a query's address (a module-level function); `go` goes to an address.
 */
export function useAddressChanges<Query>(
  shown: Query,
  addressOf: (query: Query) => string,
  go: (address: string) => void,
): (change: (query: Query) => Query) => void {
  const pending = useRef<PendingChanges<Query> | undefined>(undefined);
  const shownAddress = addressOf(shown);
  useEffect(() => {
    if (pending.current && addressOf(pending.current.last) === shownAddress)
      pending.current = undefined;
  }, [addressOf, shownAddress]);
  return useCallback(
    (change: (query: Query) => Query) => {
      const asked = pending.current;
      const drawing = asked !== undefined && asked.addresses.has(shownAddress);
      const next = change(drawing ? asked.last : shown);
      const address = addressOf(next);
      pending.current = {
        addresses: new Set([...(drawing ? asked.addresses : [shownAddress]), address]),
        last: next,
      };
      go(address);
    },
    [addressOf, go, shown, shownAddress],
  );
}
