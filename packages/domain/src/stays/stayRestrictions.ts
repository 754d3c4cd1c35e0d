import {
  isUnavailabilityReason,
  type UnavailabilityReason,
} from '../vacationRentals/unavailabilityReasons';
import type { CalendarDay } from '../vacationRentals/calendarDay';
import { maxGuests } from './guests';
import { addDays, nightsBetween, type IsoDate, type StayDates } from './stayDates';

/** Stay restrictions of vacation rentals (spec: platform §5). */
export const stayRestrictions = [
  'MinStay',
  'MaxStay',
  'Occupancy',
  'PetPolicy',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'BlockedDates',
  'MinBookingWindow',
] as const;
export type StayRestriction = (typeof stayRestrictions)[number];

/** A listing's own rules for a stay; the fields are ours (spec: "Messages are in section 8"). */
export interface StayRules {
  readonly minStayNights?: number;
  readonly maxStayNights?: number;
  readonly maxOccupancy?: number;
  readonly petFriendly: boolean;
  /** Days between booking and check-in the host needs. */
  readonly minBookingWindowDays?: number;
  readonly calendar?: readonly CalendarDay[];
}

export interface StayRequest {
  readonly stayDates: StayDates;
  readonly guests: number;
  readonly pets: number;
  readonly today: IsoDate;
}

const calendarDay = (rules: StayRules, date: IsoDate) =>
  rules.calendar?.find((day) => day.date === date);

/**
 * The first restriction a stay breaks, checked before asking the server, so the traveller sees
 * the same message the server would give (spec: platform §5, §8).
 */
export function violatedStayRestriction(
  { stayDates, guests, pets, today }: StayRequest,
  rules: StayRules,
): StayRestriction | undefined {
  const nights = nightsBetween(stayDates.from, stayDates.until);
  if (
    rules.minBookingWindowDays !== undefined &&
    nightsBetween(today, stayDates.from) < rules.minBookingWindowDays
  )
    return 'MinBookingWindow';
  if (nights < Math.max(1, rules.minStayNights ?? 1)) return 'MinStay';
  if (rules.maxStayNights !== undefined && nights > rules.maxStayNights) return 'MaxStay';
  if (guests > maxGuests(rules.maxOccupancy)) return 'Occupancy';
  if (pets > 0 && !rules.petFriendly) return 'PetPolicy';
  if (calendarDay(rules, stayDates.from)?.isAvailable === false) return 'CheckInNotAllowed';
  for (let night = addDays(stayDates.from, 1); night < stayDates.until; night = addDays(night, 1)) {
    if (calendarDay(rules, night)?.isAvailable === false) return 'BlockedDates';
  }
  if (calendarDay(rules, stayDates.until)?.isAvailableForCheckout === false)
    return 'CheckOutNotAllowed';
  return undefined;
}

const reasons: Record<StayRestriction, UnavailabilityReason> = {
  MinStay: 'MinStayViolation',
  MaxStay: 'MaxStayViolation',
  Occupancy: 'OccupancyViolation',
  PetPolicy: 'PetPolicyViolation',
  CheckInNotAllowed: 'CheckInNotAllowed',
  CheckOutNotAllowed: 'CheckOutNotAllowed',
  BlockedDates: 'BlockedDates',
  MinBookingWindow: 'MinBookingWindowViolation',
};

/** The unavailability reason (and so the message of platform §8) of a restriction. */
export function unavailabilityReasonOf(restriction: StayRestriction): UnavailabilityReason {
  return reasons[restriction];
}

/** The restriction a server reason names, for reasons that are restrictions. */
export function stayRestrictionOf(reason: string): StayRestriction | undefined {
  if (!isUnavailabilityReason(reason)) return undefined;
  return stayRestrictions.find((restriction) => reasons[restriction] === reason);
}
