/** How serious a package restriction is (spec: products §3 Packages). */
export const packageRestrictionWarningLevels = ['Fatal', 'Warning'] as const;
export type PackageRestrictionWarningLevel = (typeof packageRestrictionWarningLevels)[number];

/**
 * spec: products §3 Packages "restriction warning levels Fatal, Warning"; STATES.md §31 "Restriction
 * warning, blocking or not": a Fatal restriction blocks booking, a Warning only informs.
 */
export function restrictionBlocksBooking(level: PackageRestrictionWarningLevel): boolean {
  return level === 'Fatal';
}
