import type { TravelerProfile } from '@wayfare/domain';

/** The flags a traveler can carry (spec: platform §3 "computed flags"), in the order shown. */
export const travelerFlags = [
  'isMissingInfo',
  'isPrivateProfile',
  'isDefaultProfile',
  'isGhostUser',
] as const satisfies readonly (keyof TravelerProfile)[];
export type TravelerFlag = (typeof travelerFlags)[number];

/** The flags' labels (ours: the spec names the flags, not their words). */
export const travelerFlagLabels: Record<TravelerFlag, string> = {
  isMissingInfo: 'Missing info',
  isPrivateProfile: 'Private profile',
  isDefaultProfile: 'Default profile',
  isGhostUser: 'Ghost user',
};

/** The flags set on a traveler, in display order. */
export function flagsOf(traveler: TravelerProfile): TravelerFlag[] {
  return travelerFlags.filter((flag) => traveler[flag] === true);
}
