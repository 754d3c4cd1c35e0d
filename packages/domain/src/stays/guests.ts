import { tenantSettings, type Tenant } from '../platform/tenant';
import type { IsoDate } from './stayDates';

/** The guest picker's limits (spec: platform §5, §9). */
export const guestLimits = {
  /** Guests allowed when the listing gives no maxOccupancy, children included. */
  defaultMaxOccupancy: 16,
  maxRooms: 10,
  minAdults: 1,
  adultMinimumAge: 18,
  /** Children are counted and stored as age 17 (spec: platform §2, §9). */
  storedChildAge: 17,
  infants: 0,
} as const;

/** Who is travelling, in the search state's words (spec: platform §3 Search state). */
export interface Guests {
  readonly adultsCount: number;
  /** One entry per child, each under 18 (the portal stores 17, spec: platform §2). */
  readonly children: readonly { readonly age: number }[];
  readonly petsCount: number;
  readonly roomsCount: number;
}

/** spec: platform §3 "Search state: fromDate, untilDate, adultsCount, children (list, each with an age), petsCount, rooms count." */
export interface SearchState extends Guests {
  readonly fromDate: IsoDate;
  readonly untilDate: IsoDate;
}

/** A search's guests before the traveller changes them (spec: platform §9: 2 adults, 1 in corporate). */
export function defaultGuests(tenant: Tenant): Guests {
  return {
    adultsCount: tenantSettings(tenant).defaultAdults,
    children: [],
    petsCount: 0,
    roomsCount: 1,
  };
}

/** Guests counted against occupancy: adults and children; pets and service animals are not guests. */
export function guestCount(guests: Pick<Guests, 'adultsCount' | 'children'>): number {
  return guests.adultsCount + guests.children.length;
}

/** spec: platform §5 "maximum is the listing maxOccupancy (default 16 in the pickers), counting children". */
export function maxGuests(maxOccupancy: number | undefined): number {
  return maxOccupancy ?? guestLimits.defaultMaxOccupancy;
}

export function canAddGuest(
  guests: Pick<Guests, 'adultsCount' | 'children'>,
  maxOccupancy: number | undefined,
): boolean {
  return guestCount(guests) < maxGuests(maxOccupancy);
}

/** spec: platform §5 "Maximum rooms 10". */
export function canAddRoom(rooms: number): boolean {
  return rooms < guestLimits.maxRooms;
}

/** spec: platform §5 "Adults are 18 or above; children are under 18". */
export function isAdultAge(age: number): boolean {
  return age >= guestLimits.adultMinimumAge;
}

export function isChildAge(age: number): boolean {
  return Number.isInteger(age) && age >= 0 && age < guestLimits.adultMinimumAge;
}

/** spec: platform §5 "The rooms label shows only for 2 or more rooms." */
export function showsRoomsLabel(rooms: number): boolean {
  return rooms >= 2;
}

/** What the pets count means for the stay (spec: platform §5). */
export type PetsNotice = 'no-pets' | 'allowed' | 'discuss-with-host';

/** spec: platform §5 "a single pet is allowed, more than one is to be discussed with the host". */
export function petsNotice(pets: number): PetsNotice {
  if (pets <= 0) return 'no-pets';
  return pets === 1 ? 'allowed' : 'discuss-with-host';
}

/** The pets info tooltip (spec: platform §2, §5; the wording is ours). */
export const petsInfoText =
  'One pet is allowed. If you are bringing more than one, please discuss it with the host. Service animals are not counted as pets.';

/** A guests summary for the picker's button, e.g. "3 guests, 1 pet, 2 rooms". */
export function guestsSummary(guests: Guests): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return [
    plural(guestCount(guests), 'guest'),
    ...(guests.petsCount > 0 ? [plural(guests.petsCount, 'pet')] : []),
    ...(showsRoomsLabel(guests.roomsCount) ? [plural(guests.roomsCount, 'room')] : []),
  ].join(', ');
}
