/** Status of a flight ticket (spec: products §4 "Ticket status: Canceled, Modified, Rejected, Ticketed"). */
export const ticketStatuses = ['Canceled', 'Modified', 'Rejected', 'Ticketed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
