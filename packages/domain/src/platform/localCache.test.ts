import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  createLocalCache,
  isLocalCacheEntryExpired,
  localCacheDefaultLifetimeSeconds,
  type LocalCacheStorage,
} from './localCache';

/** An in-memory Web Storage. */
class MemoryStorage implements LocalCacheStorage {
  readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const start = Date.UTC(2026, 6, 1, 12, 0, 0);
const setUp = () => {
  const storage = new MemoryStorage();
  const clock = { now: start };
  const cache = createLocalCache({ storage, now: () => clock.now });
  return { storage, clock, cache };
};
const names = z.array(z.string());

// spec: platform §9 "Local cache default lifetime 21600 seconds (6 hours); expired entries are purged on access."
describe('local cache', () => {
  it('lasts 21600 seconds by default', () => {
    expect(localCacheDefaultLifetimeSeconds).toBe(21600);
  });

  it.each([
    ['just set', 0, ['Ann']],
    ['a millisecond before 6 hours', 21600 * 1000 - 1, ['Ann']],
    ['at 6 hours', 21600 * 1000, undefined],
    ['after 6 hours', 21601 * 1000, undefined],
  ])('%s: %o', (_, elapsed, expected) => {
    const { storage, clock, cache } = setUp();
    cache.set('travelers', ['Ann']);
    clock.now = start + elapsed;
    expect(cache.get('travelers', names)).toEqual(expected);
    expect(storage.items.has('wayfare.cache.travelers')).toBe(expected !== undefined);
  });

  it('keeps the value and its expiry time in the entry', () => {
    const { storage, cache } = setUp();
    expect(cache.set('k', { a: 1 }, 60)).toBe(true);
    expect(JSON.parse(storage.getItem('wayfare.cache.k') ?? '')).toEqual({
      value: { a: 1 },
      expiry: start + 60_000,
    });
  });

  it.each([
    ['no entry', undefined],
    ['text that is not JSON', '{oops'],
    ['JSON that is not an entry', '{"value":1}'],
    ['a value of another shape', JSON.stringify({ value: 42, expiry: start + 1000 })],
  ])('gives undefined for %s and removes it', (_, raw) => {
    const { storage, cache } = setUp();
    if (raw !== undefined) storage.items.set('wayfare.cache.k', raw);
    expect(cache.get('k', names)).toBeUndefined();
    expect(storage.items.has('wayfare.cache.k')).toBe(false);
  });

  it('reports a storage that refuses the write', () => {
    const { storage, cache } = setUp();
    storage.full = true;
    expect(cache.set('k', ['x'])).toBe(false);
  });

  it('removes an entry', () => {
    const { storage, cache } = setUp();
    cache.set('k', ['x']);
    cache.remove('k');
    expect(storage.items.size).toBe(0);
  });

  it('purges expired and unreadable entries of its own, and leaves the rest of the storage alone', () => {
    const { storage, clock, cache } = setUp();
    cache.set('short', ['a'], 60);
    cache.set('long', ['b']);
    storage.items.set('wayfare.cache.broken', 'nope');
    storage.items.set('referenceId', 'acct-1');
    clock.now = start + 60_000;
    cache.purge();
    expect([...storage.items.keys()]).toEqual(['wayfare.cache.long', 'referenceId']);
  });

  it('uses the key prefix it is given', () => {
    const storage = new MemoryStorage();
    createLocalCache({ storage, now: () => start, keyPrefix: 'x:' }).set('k', 1);
    expect([...storage.items.keys()]).toEqual(['x:k']);
  });

  it('counts an entry expired from its expiry instant on', () => {
    expect(isLocalCacheEntryExpired({ value: 1, expiry: 100 }, 99)).toBe(false);
    expect(isLocalCacheEntryExpired({ value: 1, expiry: 100 }, 100)).toBe(true);
  });
});
