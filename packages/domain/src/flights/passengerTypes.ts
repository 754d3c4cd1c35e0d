/** Passenger type codes (spec: products §3 "Passenger types: ADT, CNN, INF, INS"). */
export const passengerTypes = ['ADT', 'CNN', 'INF', 'INS'] as const;
export type PassengerType = (typeof passengerTypes)[number];

/** Their private-fare variants, in the same order (spec: products §3 "JCB, JNN, JNF, JNS"). */
export const privatePassengerTypes = ['JCB', 'JNN', 'JNF', 'JNS'] as const;
export type PrivatePassengerType = (typeof privatePassengerTypes)[number];

const privateTypeOf: Record<PassengerType, PrivatePassengerType> = {
  ADT: 'JCB',
  CNN: 'JNN',
  INF: 'JNF',
  INS: 'JNS',
};

/**
 * The private variant of a passenger type. spec: products §3 lists the J-prefixed variants in
 * the order of the public types; we read that order as the pairing (adult, child, lap infant,
 * seated infant).
 */
export function privatePassengerType(type: PassengerType): PrivatePassengerType {
  return privateTypeOf[type];
}
