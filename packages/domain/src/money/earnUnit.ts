/** How a rewards account earns: miles (shown as "2X") or cash back (shown as "2%"). */
export const earnKinds = ['miles', 'cashBack'] as const;
export type EarnKind = (typeof earnKinds)[number];

/** A rewards currency that names miles earns miles; every other currency earns cash back. */
export function earnKindOf(rewardsCurrency: string): EarnKind {
  return /mile/i.test(rewardsCurrency) ? 'miles' : 'cashBack';
}

/** An earn multiplier with its unit (spec: platform §9 "Earn unit: X for miles, % for cash back"). */
export function formatEarnMultiplier(multiplier: number, kind: EarnKind): string {
  return kind === 'miles' ? `${multiplier}X` : `${multiplier}%`;
}
