/** Errors of `POST /api/v2/ancillaries/postbooking/offer/get` (spec: products §8 "Post-booking offer"). */
export const postBookingOfferErrors = ['FareNotFound', 'TripNotFound', 'Unknown'] as const;
export type PostBookingOfferError = (typeof postBookingOfferErrors)[number];
