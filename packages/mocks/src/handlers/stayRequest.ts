import { nightsBetween, parseIsoDate } from '@wayfare/domain';
import type { StayRequest } from '../fixtures/listings/listingFixture';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stay and guests of a `homes/shop` or `homes/search` body (both carry `stayDetails` and
 * `guestDetails`); a body the fake backend cannot read asks for nothing.
 */
export function readStayRequest(body: unknown): StayRequest {
  const request = isRecord(body) ? body : {};
  const stayDetails = isRecord(request.stayDetails) ? request.stayDetails : {};
  const dateRange = isRecord(stayDetails.dateRange) ? stayDetails.dateRange : {};
  const guestDetails = isRecord(request.guestDetails) ? request.guestDetails : {};
  const from = parseIsoDate(typeof dateRange.from === 'string' ? dateRange.from : undefined);
  const until = parseIsoDate(typeof dateRange.until === 'string' ? dateRange.until : undefined);
  const adults = typeof guestDetails.adults === 'number' ? guestDetails.adults : 0;
  const children = Array.isArray(guestDetails.children) ? guestDetails.children.length : 0;
  return {
    nights: from && until ? nightsBetween(from, until) : 0,
    guests: adults + children,
    pets: guestDetails.petsIncluded === true ? 1 : 0,
    ...(from && until ? { stayDates: { from, until } } : {}),
  };
}
