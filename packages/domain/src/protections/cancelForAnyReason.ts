import { defaultLocale, type Fiat } from '../money/money';
import { protectionTerms } from './protectionTerms';
import { numberFormat } from '../platform/intlFormats';

const hourMs = 60 * 60 * 1000;
const cents = (value: number) => Math.round(value * 100);

/**
 * spec: products §5 "Cancel-for-any-reason premium percentage is round(100 x premium / total)"
 * (STATES §25 hotel-cfar/offer). A total of zero or less has no percentage to show: 0.
 */
export function cancelForAnyReasonPremiumPercentage(premium: number, total: number): number {
  if (cents(total) <= 0) return 0;
  return Math.round((100 * cents(premium)) / cents(total));
}

/**
 * spec: products §9 "Flight cancel for any reason: up to 3 hours before first departure"
 * (STATES §25 flight-cfar/offer). Exactly 3 hours before is still in time.
 */
export function isFlightCancelForAnyReasonAvailable(now: Date, firstDeparture: Date): boolean {
  const { hoursBeforeFirstDeparture } = protectionTerms.flightCancelForAnyReason;
  return firstDeparture.getTime() - now.getTime() >= hoursBeforeFirstDeparture * hourMs;
}

/**
 * spec: products §9 "Hotel cancel for any reason: until check-in time" (STATES §25
 * hotel-cfar/expired). At the check-in time it has expired.
 */
export function isHotelCancelForAnyReasonAvailable(now: Date, checkInTime: Date): boolean {
  return now.getTime() < checkInTime.getTime();
}

/**
 * What cancelling for any reason pays back: the coverage percentage of the amount, rounded to the
 * cent (spec: products §9 "default coverage 80%").
 */
export function cancelForAnyReasonRefund(
  amount: Fiat,
  coveragePercentage: number = protectionTerms.flightCancelForAnyReason.defaultCoveragePercentage,
): Fiat {
  return { ...amount, value: Math.round((cents(amount.value) * coveragePercentage) / 100) / 100 };
}

/**
 * spec: products §4 "Cancel for any reason is final once used and cannot be reversed" (STATES
 * §25 flight-cfar/used). Nothing can be done with it once used.
 */
export function canUseCancelForAnyReason(alreadyUsed: boolean): boolean {
  return !alreadyUsed;
}

/**
 * The social-proof line of the flight offer (spec: platform §9 "Social-proof text says over
 * 60,000 travelers added the service"; products §9). The sentence is ours, built from those words.
 */
export function cancelForAnyReasonSocialProofText(locale: string = defaultLocale): string {
  const travelers = numberFormat(locale).format(
    protectionTerms.flightCancelForAnyReason.socialProofTravelers,
  );
  return `Over ${travelers} travelers added the service.`;
}
