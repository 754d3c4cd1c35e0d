/** Flight trip kinds (spec: products §3 "Trip kinds OneWay, RoundTrip"). */
export const flightTripKinds = ['OneWay', 'RoundTrip'] as const;
export type FlightTripKind = (typeof flightTripKinds)[number];

/** Flight trip types (spec: products §3 "trip types one_way, round_trip, open_jaw, multi_city"). */
export const flightTripTypes = ['one_way', 'round_trip', 'open_jaw', 'multi_city'] as const;
export type FlightTripType = (typeof flightTripTypes)[number];
