/**
 * Account standing events (spec: products §3 "account standing events (new account opening, new
 * benefit period, enter bad or good standing, upgrade, downgrade, migrated)"). The spec gives the
 * words; the spellings are ours.
 */
export const accountStandingEvents = [
  'NewAccountOpening',
  'NewBenefitPeriod',
  'EnterBadStanding',
  'EnterGoodStanding',
  'Upgrade',
  'Downgrade',
  'Migrated',
] as const;
export type AccountStandingEvent = (typeof accountStandingEvents)[number];
