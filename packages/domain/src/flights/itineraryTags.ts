/** Tags of a booked flight itinerary (spec: products §3 "Itinerary tags"). */
export const itineraryTags = [
  'AirlineControl',
  'BookingPending',
  'Canceled',
  'CancellationPending',
  'Chfar',
  'ContainsRemarks',
  'Departed',
  'Ftc',
  'NonChfar',
  'Exchangeable',
  'NonExchangeable',
  'ContactAirline',
  'ContactCustomerService',
  'MultiProvider',
] as const;
export type ItineraryTag = (typeof itineraryTags)[number];
