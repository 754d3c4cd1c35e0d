/** What a stays search returns: hotels, vacation rentals or both (spec: products §3). */
export const stayTypes = ['hotel', 'vacation_rental', 'all_stays'] as const;
export type StayType = (typeof stayTypes)[number];
