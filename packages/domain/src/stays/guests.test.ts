import { describe, expect, it } from 'vitest';
import {
  canAddGuest,
  canAddRoom,
  defaultGuests,
  guestCount,
  guestsSummary,
  isAdultAge,
  isChildAge,
  maxGuests,
  petsNotice,
  showsRoomsLabel,
} from './guests';

const guests = (adultsCount: number, children: number, petsCount = 0, roomsCount = 1) => ({
  adultsCount,
  children: Array.from({ length: children }, () => ({ age: 17 })),
  petsCount,
  roomsCount,
});

describe('guests', () => {
  // spec: platform §9 "Default guests: 2 adults (consumer tenant), 1 (corporate)"
  it.each([
    ['consumer', 2],
    ['corporate', 1],
  ] as const)(
    'a %s search starts with %i adults, no children, no pets, one room',
    (tenant, adults) => {
      expect(defaultGuests(tenant)).toEqual({
        adultsCount: adults,
        children: [],
        petsCount: 0,
        roomsCount: 1,
      });
    },
  );

  // spec: platform §5 "maximum is the listing maxOccupancy (default 16 in the pickers), counting children"
  it.each([
    [guests(2, 0), undefined, true],
    [guests(15, 0), undefined, true],
    [guests(14, 2), undefined, false],
    [guests(2, 1), 4, true],
    [guests(2, 2), 4, false],
    [guests(4, 0), 4, false],
  ])('%o with max occupancy %s may add a guest: %s', (current, maxOccupancy, allowed) => {
    expect(canAddGuest(current, maxOccupancy)).toBe(allowed);
  });

  it('counts adults and children, not pets', () => {
    expect(guestCount(guests(2, 3, 2))).toBe(5);
    expect(maxGuests(undefined)).toBe(16);
    expect(maxGuests(6)).toBe(6);
  });

  // spec: platform §5 "Maximum rooms 10"; "The rooms label shows only for 2 or more rooms."
  it.each([
    [9, true],
    [10, false],
  ])('with %i rooms one more may be added: %s', (rooms, allowed) => {
    expect(canAddRoom(rooms)).toBe(allowed);
  });

  it.each([
    [1, false],
    [2, true],
  ])('%i rooms show the rooms label: %s', (rooms, shown) => {
    expect(showsRoomsLabel(rooms)).toBe(shown);
  });

  // spec: platform §5 "Adults are 18 or above; children are under 18"
  it.each([
    [17, false, true],
    [18, true, false],
    [0, false, true],
    [-1, false, false],
    [4.5, false, false],
  ])('age %d is adult %s, child %s', (age, adult, child) => {
    expect(isAdultAge(age)).toBe(adult);
    expect(isChildAge(age)).toBe(child);
  });

  // spec: platform §5 "a single pet is allowed, more than one is to be discussed with the host"
  it.each([
    [0, 'no-pets'],
    [1, 'allowed'],
    [2, 'discuss-with-host'],
  ] as const)('%i pets: %s', (pets, notice) => {
    expect(petsNotice(pets)).toBe(notice);
  });

  it.each([
    [guests(1, 0), '1 guest'],
    [guests(2, 1, 1), '3 guests, 1 pet'],
    [guests(4, 0, 2, 2), '4 guests, 2 pets, 2 rooms'],
  ])('summarises %o as "%s"', (current, summary) => {
    expect(guestsSummary(current)).toBe(summary);
  });
});
