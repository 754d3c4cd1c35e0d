/**
 * Where a car is returned (spec: products §3 Cars). `same_as_drop_off` is the spec's spelling for
 * returning the car where it was picked up.
 */
export const dropOffModes = ['different_drop_off', 'same_as_drop_off'] as const;
export type DropOffMode = (typeof dropOffModes)[number];
