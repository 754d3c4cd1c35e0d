/**
 * Who's-booking choices (spec: products §3 "for myself and others, employees for themselves,
 * someone else for everyone, for myself"). The ids are ours; the labels are the spec's words.
 */
export const whosBookingChoices = [
  'for-myself-and-others',
  'employees-for-themselves',
  'someone-else-for-everyone',
  'for-myself',
] as const;
export type WhosBookingChoice = (typeof whosBookingChoices)[number];

export const whosBookingLabels: Record<WhosBookingChoice, string> = {
  'for-myself-and-others': 'For myself and others',
  'employees-for-themselves': 'Employees for themselves',
  'someone-else-for-everyone': 'Someone else for everyone',
  'for-myself': 'For myself',
};
