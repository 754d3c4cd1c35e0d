import { z } from 'zod/mini';

/** spec: platform §9 "Local cache default lifetime 21600 seconds (6 hours)". */
export const localCacheDefaultLifetimeSeconds = 21600;

/** The prefix of the cache's keys in the storage (ours), so purging touches nothing else. */
export const localCacheKeyPrefix = 'wayfare.cache.';

/** What one stored entry holds (spec: platform §3 "Local cache entry: value and expiry time"). */
export const localCacheEntrySchema = z.object({
  value: z.unknown(),
  /** The instant the entry stops being valid, in milliseconds since the epoch. */
  expiry: z.number(),
});
export type LocalCacheEntry = z.infer<typeof localCacheEntrySchema>;

/** The part of the Web Storage interface the cache uses; the browser's localStorage is one. */
export interface LocalCacheStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LocalCacheOptions {
  readonly storage: LocalCacheStorage;
  /** The clock, in milliseconds since the epoch. */
  readonly now: () => number;
  readonly keyPrefix?: string;
}

export interface LocalCache {
  /** The value under `key` if it is there, unexpired and of the schema's shape; otherwise undefined. */
  get<T>(key: string, schema: z.core.$ZodType<T>): T | undefined;
  /** Stores a JSON-serialisable value; false when the storage refused it (full, or disabled). */
  set(key: string, value: unknown, lifetimeSeconds?: number): boolean;
  remove(key: string): void;
  /** Removes every expired or unreadable entry of the cache. */
  purge(): void;
}

/** An entry is valid strictly before its expiry: at the expiry instant it is gone. */
export function isLocalCacheEntryExpired(entry: LocalCacheEntry, now: number): boolean {
  return now >= entry.expiry;
}

function readEntry(raw: string | null): LocalCacheEntry | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = localCacheEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Something else wrote this key, or a write was cut short: treat it as no entry.
    return undefined;
  }
}

/**
 * A cache over an injected storage and clock. spec: platform §9 "Local cache default lifetime
 * 21600 seconds (6 hours); expired entries are purged on access." Reading an expired, unreadable
 * or wrongly shaped entry removes it.
 */
export function createLocalCache({
  storage,
  now,
  keyPrefix = localCacheKeyPrefix,
}: LocalCacheOptions): LocalCache {
  const storageKey = (key: string) => `${keyPrefix}${key}`;

  const isStale = (entry: LocalCacheEntry | undefined): entry is undefined =>
    entry === undefined || isLocalCacheEntryExpired(entry, now());

  return {
    get<T>(key: string, schema: z.core.$ZodType<T>): T | undefined {
      const entry = readEntry(storage.getItem(storageKey(key)));
      const value = isStale(entry) ? undefined : z.safeParse(schema, entry.value);
      if (value?.success) return value.data;
      storage.removeItem(storageKey(key));
      return undefined;
    },

    set(key, value, lifetimeSeconds = localCacheDefaultLifetimeSeconds) {
      const entry: LocalCacheEntry = { value, expiry: now() + lifetimeSeconds * 1000 };
      try {
        storage.setItem(storageKey(key), JSON.stringify(entry));
        return true;
      } catch {
        // A full or disabled storage only means the next read goes to the network.
        return false;
      }
    },

    remove(key) {
      storage.removeItem(storageKey(key));
    },

    purge() {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(keyPrefix)) keys.push(key);
      }
      // Removing while iterating would shift the indexes, so the keys are collected first.
      for (const key of keys) {
        if (isStale(readEntry(storage.getItem(key)))) storage.removeItem(key);
      }
    },
  };
}
