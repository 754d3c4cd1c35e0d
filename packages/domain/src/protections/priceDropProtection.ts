import { addDays, type IsoDate } from '../stays/stayDates';
import { protectionTerms } from './protectionTerms';

/** spec: products §9 "Price drop protection, flights ... none on packages". */
export function isFlightPriceDropProtectionOffered(isPackage: boolean): boolean {
  return !isPackage || protectionTerms.priceDropFlights.onPackages;
}

/**
 * spec: products §9 "Price drop protection, flights: monitored 10 calendar days after purchase".
 * Dates are the traveller's calendar days; the tenth day after the purchase date is the last.
 */
export function isFlightPriceDropMonitored(purchaseDate: IsoDate, today: IsoDate): boolean {
  const lastDay = addDays(purchaseDate, protectionTerms.priceDropFlights.monitoredCalendarDays);
  return today >= purchaseDate && today <= lastDay;
}

/**
 * spec: products §9 "credit up to $50": the drop in the fare, never more than $50, never below
 * zero. Amounts are in USD.
 */
export function flightPriceDropCredit(bookedFare: number, lowerFare: number): number {
  const drop = Math.round(bookedFare * 100) - Math.round(lowerFare * 100);
  return Math.min(Math.max(drop, 0), protectionTerms.priceDropFlights.maxCreditUsd * 100) / 100;
}
