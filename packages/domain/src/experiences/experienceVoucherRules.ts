/** How many vouchers an experience booking gets (spec: products §3 Experiences "voucher rule OnePerBooking, OnePerTraveler, Unknown"). */
export const experienceVoucherRules = ['OnePerBooking', 'OnePerTraveler', 'Unknown'] as const;
export type ExperienceVoucherRule = (typeof experienceVoucherRules)[number];
