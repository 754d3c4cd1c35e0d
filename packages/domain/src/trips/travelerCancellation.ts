/** Ways a booking can be cancelled: online by the user, or by a phone agent (spec: products §1, §6). */
export const cancellationChannels = ['Online', 'PhoneAgent'] as const;
export type CancellationChannel = (typeof cancellationChannels)[number];

/** spec: products §1 "online cancellation covers all passengers". */
export const onlineCancellationCoversAllPassengers = true;

/**
 * spec: products §1 "Individual traveler cancellation is possible only through a phone agent";
 * §6 "Only a phone agent can cancel an individual traveler".
 */
export function canCancelIndividualTraveler(channel: CancellationChannel): boolean {
  return channel === 'PhoneAgent';
}
