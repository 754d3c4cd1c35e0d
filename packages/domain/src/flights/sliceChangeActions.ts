/** What an exchange does to each slice of a booked trip (spec: products §3). */
export const sliceChangeActions = ['Add', 'Change', 'Flown', 'Keep', 'Remove'] as const;
export type SliceChangeAction = (typeof sliceChangeActions)[number];
