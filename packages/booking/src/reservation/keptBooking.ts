import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { StringStorage } from '../checkout/choicesStorage';
import { wayfareQueryKey } from '../wayfareQueryKey';

/**
 * Where a product keeps what it booked for its confirmation page: in the query cache for the
 * navigation, and in the checkout's storage for a reload. `area` names the product's query keys,
 * `prefix` its storage keys.
 */
export function keptBookings<Booking>(
  area: string,
  prefix: string,
  schema: z.ZodMiniType<Booking>,
  idOf: (booking: Booking) => string,
) {
  const storageKey = (bookingId: string) => `${prefix}:${bookingId}`;

  /** The kept booking, when there is one and it still reads as one. */
  const read = (storage: StringStorage, bookingId: string): Booking | undefined => {
    const text = storage.getItem(storageKey(bookingId));
    if (text === null) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };

  const store = (storage: StringStorage, booking: Booking): void => {
    try {
      storage.setItem(storageKey(idOf(booking)), JSON.stringify(booking));
    } catch {
      // A full or blocked storage: the confirmation page still has the query cache.
    }
  };

  /** Put in the cache by the booking, read from storage after a refresh; null when neither has it. */
  const queryOptionsOf = (bookingId: string | undefined, storage: StringStorage) =>
    queryOptions({
      queryKey: wayfareQueryKey(area, 'booking', bookingId),
      queryFn: bookingId ? (): Booking | null => read(storage, bookingId) ?? null : skipToken,
      staleTime: Infinity,
      retry: false,
    });

  const keep = (booking: Booking, storage: StringStorage, queryClient: QueryClient): void => {
    store(storage, booking);
    queryClient.setQueryData(queryOptionsOf(idOf(booking), storage).queryKey, booking);
  };

  return { storageKey, read, store, queryOptions: queryOptionsOf, keep };
}
