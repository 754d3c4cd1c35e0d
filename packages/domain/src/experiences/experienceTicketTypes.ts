/** How an experience ticket is presented (spec: products §3 Experiences "ticket type MobileOnly, Paper, Unknown"). */
export const experienceTicketTypes = ['MobileOnly', 'Paper', 'Unknown'] as const;
export type ExperienceTicketType = (typeof experienceTicketTypes)[number];
