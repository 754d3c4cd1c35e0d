/** What a package is built of (spec: products §3 Packages). */
export const packageKinds = ['Flights', 'Rooms'] as const;
export type PackageKind = (typeof packageKinds)[number];
