// The self-serve flight cancellation modal (spec: products §2 "self-serve cancel flight"): the
// dialog, its texts, and what its steps say of an offer.
export * from './FlightCancellationDialog';
export * from './flightCancellationTexts';
export * from './flightCancelOfferLines';
export type { FlightCancelAirlineCode, FlightCancelBooking } from './flightCancelBooking';
