import { guestLimits } from './guests';

/** The counts the guest picker steps through (spec: platform §5 Guests). */
export const guestPickerCounts = ['adults', 'children', 'pets', 'rooms'] as const;
export type GuestPickerCount = (typeof guestPickerCounts)[number];

export interface GuestPickerCountTexts {
  readonly title: string;
  /** Who counts as what, under the title; none where the title says it all. */
  readonly caption?: string;
  /** The plus and minus buttons' accessible names. */
  readonly add: string;
  readonly remove: string;
  /** The count in words, singular and plural, so the count is announced with its unit. */
  readonly one: string;
  readonly many: string;
}

/** The guest picker's words (ours); the ages come from the spec's limits (platform §5). */
export const guestPickerTexts: Record<GuestPickerCount, GuestPickerCountTexts> = {
  adults: {
    title: 'Adults',
    caption: `${guestLimits.adultMinimumAge} or older`,
    add: 'Add an adult',
    remove: 'Remove an adult',
    one: 'adult',
    many: 'adults',
  },
  children: {
    title: 'Children',
    caption: `Under ${guestLimits.adultMinimumAge}`,
    add: 'Add a child',
    remove: 'Remove a child',
    one: 'child',
    many: 'children',
  },
  pets: { title: 'Pets', add: 'Add a pet', remove: 'Remove a pet', one: 'pet', many: 'pets' },
  rooms: {
    title: 'Rooms',
    caption: `Up to ${guestLimits.maxRooms}`,
    add: 'Add a room',
    remove: 'Remove a room',
    one: 'room',
    many: 'rooms',
  },
};

/**
 * A count with its unit, e.g. "1 child", "3 children": of a guest picker's count, or of any count
 * with stepper texts of the same shape (the flight search's passengers).
 */
export function countWithUnitText(texts: GuestPickerCountTexts, value: number): string {
  return `${value} ${value === 1 ? texts.one : texts.many}`;
}

/** Said when adding stops (spec: platform §5 "maximum is the listing maxOccupancy ... counting children"). */
export function maximumGuestsText(max: number): string {
  return `Maximum of ${max} guests`;
}

/** The label of a child's age select, counted from 1 (spec: platform §5 "their exact ages are requested"). */
export function childAgeLabel(index: number): string {
  return `Age of child ${index + 1}`;
}

/** The ages a child can have: 0 to 17 (spec: platform §5 "children are under 18"). */
export const childAges: readonly number[] = Array.from(
  { length: guestLimits.adultMinimumAge },
  (_, age) => age,
);

/** The accessible name of the pets info button that opens `petsInfoText`. */
export const petsInfoLabel = 'About pets';
