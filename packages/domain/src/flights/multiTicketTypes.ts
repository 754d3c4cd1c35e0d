/** How an itinerary is ticketed (spec: products §3 "multiTicketType (single, hackerFare, virtualInterline)"). */
export const multiTicketTypes = ['single', 'hackerFare', 'virtualInterline'] as const;
export type MultiTicketType = (typeof multiTicketTypes)[number];
