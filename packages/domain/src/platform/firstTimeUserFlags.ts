/**
 * First-time-user flags (spec: products §3 "first-time-user flags (package smoke test, stays/VR,
 * wishlists, packages, activities)"). The spec gives the words; the spellings are ours.
 */
export const firstTimeUserFlags = [
  'packageSmokeTest',
  'staysVR',
  'wishlists',
  'packages',
  'activities',
] as const;
export type FirstTimeUserFlag = (typeof firstTimeUserFlags)[number];

/** Which first-visit treatments the user has yet to see; a missing flag counts as seen. */
export type FirstTimeUserFlags = Partial<Record<FirstTimeUserFlag, boolean>>;

/** Whether a product's first-visit treatment is due (STATES session/first-time). */
export function isFirstTimeFor(flags: FirstTimeUserFlags, flag: FirstTimeUserFlag): boolean {
  return flags[flag] === true;
}
