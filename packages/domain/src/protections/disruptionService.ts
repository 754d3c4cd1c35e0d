import { protectionTerms } from './protectionTerms';

/** Where a trip's disruption service stands; the names are ours (spec: products §4). */
export const disruptionServiceStatuses = [
  'Active',
  'VoidedByCancelForAnyReason',
  'Expired',
] as const;
export type DisruptionServiceStatus = (typeof disruptionServiceStatuses)[number];

const hourMs = 60 * 60 * 1000;
const expiryMs = () => protectionTerms.missedConnection.expiryHours * hourMs;

/**
 * spec: products §4 "Missed-connection service expires 24 hours after the disruption if no choice
 * is made" (STATES §26 disruption/missed-connection-expired). A choice made keeps it; at exactly
 * 24 hours it has expired.
 */
export function isMissedConnectionServiceExpired(
  now: Date,
  disruptedAt: Date,
  choiceMade: boolean,
): boolean {
  return !choiceMade && now.getTime() >= disruptedAt.getTime() + expiryMs();
}

/**
 * spec: products §4 "the disruption service expires 24 hours after the last flight". We read
 * "after the last flight" as after its scheduled arrival.
 */
export function disruptionServiceExpiresAt(lastFlightArrival: Date): Date {
  return new Date(lastFlightArrival.getTime() + expiryMs());
}

export interface DisruptionServiceTrip {
  readonly now: Date;
  readonly lastFlightArrival: Date;
  readonly cancelForAnyReasonUsed: boolean;
}

/**
 * spec: products §4 "Cancel for any reason is final once used and cannot be reversed; using it
 * voids the disruption service"; otherwise the service lasts until 24 hours after the last flight.
 */
export function disruptionServiceStatus(trip: DisruptionServiceTrip): DisruptionServiceStatus {
  if (trip.cancelForAnyReasonUsed) return 'VoidedByCancelForAnyReason';
  return trip.now.getTime() >= disruptionServiceExpiresAt(trip.lastFlightArrival).getTime()
    ? 'Expired'
    : 'Active';
}
