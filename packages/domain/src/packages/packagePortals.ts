/** The portal a package is sold in (spec: products §3 Packages, §6 "Portal kinds Corporate and Consumer"). */
export const packagePortals = ['Corporate', 'Consumer'] as const;
export type PackagePortal = (typeof packagePortals)[number];
