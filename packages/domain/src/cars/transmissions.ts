/** Car transmissions (spec: products §3 Cars). */
export const transmissions = ['Automatic', 'Cvt', 'Manual'] as const;
export type Transmission = (typeof transmissions)[number];
