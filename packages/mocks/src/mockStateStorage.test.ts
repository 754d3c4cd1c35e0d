import { afterEach, describe, expect, it } from 'vitest';
import { bookStay, withSessionBookings } from './handlers/listingCalendarState';
import { resetMockState, snapshotMockState } from './handlers/mockState';
import {
  mockStateStorageKey,
  resumeMockState,
  saveMockState,
  type MockStateStorage,
} from './mockStateStorage';

/** A tab's session storage, in memory. */
function tabStorage(): MockStateStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Storage that refuses every use, as some privacy modes do. */
const refusing: MockStateStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const stay = { from: '2026-07-10', until: '2026-07-13' };
const night = '2026-07-11';
const isBooked = () => withSessionBookings(() => false)('listing-lakeside-cabin', night);

resetMockState();
const fresh = snapshotMockState();

/** The tab's last page: a night booked and the state stored, then the page gone. */
function leavePage(storage: MockStateStorage, scenario: Parameters<typeof saveMockState>[1]) {
  bookStay('listing-lakeside-cabin', stay);
  saveMockState(storage, scenario);
  resetMockState();
}

afterEach(() => resetMockState());

describe("the embedded backend's state in the tab's session storage", () => {
  it('is stored under one key, as JSON', () => {
    const storage = tabStorage();
    saveMockState(storage, null);
    expect([...storage.items.keys()]).toEqual([mockStateStorageKey]);
    expect(JSON.parse(storage.items.get(mockStateStorageKey) ?? '')).toMatchObject({
      scenario: null,
      state: fresh,
    });
  });

  it('is taken up by the next page of the tab', () => {
    const storage = tabStorage();
    leavePage(storage, null);
    expect(isBooked()).toBe(false);
    expect(resumeMockState(storage, undefined)).toBeNull();
    expect(isBooked()).toBe(true);
  });

  it('is taken up by a page naming the same scenario, or none (that page plays the happy path)', () => {
    const storage = tabStorage();
    leavePage(storage, 'fulfil/pending');
    expect(resumeMockState(storage, 'fulfil/pending')).toBe('fulfil/pending');
    expect(isBooked()).toBe(true);
    resetMockState();
    // The checkout's address no longer names the scenario its listing page did.
    expect(resumeMockState(storage, undefined)).toBe('fulfil/pending');
    expect(isBooked()).toBe(true);
  });

  it.each([
    ['another scenario', 'fulfil/pending', 'quote/price-increase'],
    ['the happy path', 'fulfil/pending', null],
    ['a scenario', null, 'fulfil/pending'],
  ] as const)('starts fresh on a page naming %s', (_, stored, named) => {
    const storage = tabStorage();
    leavePage(storage, stored);
    bookStay('listing-lakeside-cabin', stay);
    expect(resumeMockState(storage, named)).toBe(named);
    expect(snapshotMockState()).toEqual(fresh);
  });

  it('starts fresh in a new tab', () => {
    bookStay('listing-lakeside-cabin', stay);
    expect(resumeMockState(tabStorage(), undefined)).toBeNull();
    expect(snapshotMockState()).toEqual(fresh);
  });

  it.each([
    ['not JSON', '{"version": 1, '],
    ['not an object', '[1, 2]'],
    ['another version', JSON.stringify({ version: 0, scenario: null, state: fresh })],
    ['no state', JSON.stringify({ version: 1, scenario: null })],
    ['a state without its parts', JSON.stringify({ version: 1, scenario: null, state: {} })],
  ])('ignores junk (%s) and starts fresh', (_, junk) => {
    const storage = tabStorage();
    storage.setItem(mockStateStorageKey, junk);
    bookStay('listing-lakeside-cabin', stay);
    expect(resumeMockState(storage, undefined)).toBeNull();
    expect(snapshotMockState()).toEqual(fresh);
  });

  it('works on without storage, or with storage that throws: fresh, and nothing stored', () => {
    bookStay('listing-lakeside-cabin', stay);
    expect(resumeMockState(refusing, undefined)).toBeNull();
    expect(snapshotMockState()).toEqual(fresh);
    expect(() => saveMockState(refusing, null)).not.toThrow();
    expect(resumeMockState(undefined, 'fulfil/pending')).toBe('fulfil/pending');
    expect(() => saveMockState(undefined, null)).not.toThrow();
  });
});
