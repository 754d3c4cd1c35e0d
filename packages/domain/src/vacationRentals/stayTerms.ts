import type { ListingRate, ListingTerms } from './listing';

/** spec: platform §9 "Time display h:mm A": "16:00" is "4:00 PM". An unreadable time is shown as given. */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  if (!match || hours > 23) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2] ?? '00'} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A check-in or check-out window, e.g. "4:00 PM - 9:00 PM". */
export function timeWindowText(window: NonNullable<ListingTerms['checkInTimes']>): string {
  return `${formatTimeOfDay(window.startTime)} - ${formatTimeOfDay(window.endTime)}`;
}

/** spec: platform §9 'the default card-on-file text is "If you cause damage ... your card may be charged."' */
export const defaultCardOnFileText =
  'If you cause damage to the property or incur incidental fees, your card may be charged.';

/** spec: platform §9 "Full payment is due at booking by default" (the wording is ours). */
export const fullPaymentDueNowText = 'Full payment is due at booking.';

/** The payment policy as lines of text: the schedule, then each clause (spec: platform §3). */
export function paymentPolicyLines(policy: ListingRate['paymentPolicy']): string[] {
  const schedule =
    policy.schedule.kind === 'PaymentText' ? policy.schedule.text : fullPaymentDueNowText;
  const clauses = policy.clauses.map((clause) =>
    clause.kind === 'CardOnFile'
      ? (clause.description ?? defaultCardOnFileText)
      : clause.description,
  );
  return [schedule, ...clauses];
}
