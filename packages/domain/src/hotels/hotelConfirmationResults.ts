/** The result of a hotel booking's confirmation (spec: products §3; STATES §20 hotels/confirmation/*). */
export const hotelConfirmationResults = ['Confirmed', 'Pending', 'Unavailable'] as const;
export type HotelConfirmationResult = (typeof hotelConfirmationResults)[number];
