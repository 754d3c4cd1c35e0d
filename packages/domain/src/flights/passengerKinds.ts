/** Passenger kinds (spec: products §3). */
export const passengerKinds = [
  'Adult',
  'Child',
  'LapInfant',
  'SeatedInfant',
  'AgelessChild',
  'AgeChild',
] as const;
export type PassengerKind = (typeof passengerKinds)[number];

/**
 * The private variants: "each with a private variant except AgeChild" (spec: products §3). The
 * spec does not spell them; the `Private` prefix is ours.
 */
export const privatePassengerKinds = [
  'PrivateAdult',
  'PrivateChild',
  'PrivateLapInfant',
  'PrivateSeatedInfant',
  'PrivateAgelessChild',
] as const;
export type PrivatePassengerKind = (typeof privatePassengerKinds)[number];

/** spec: products §3 "each with a private variant except AgeChild": AgeChild gives undefined. */
export function privatePassengerKind(kind: PassengerKind): PrivatePassengerKind | undefined {
  return kind === 'AgeChild' ? undefined : `Private${kind}`;
}
