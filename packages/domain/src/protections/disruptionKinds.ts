/** The kinds of flight disruption (spec: products §3; STATES §26 disruption/kind-*). */
export const disruptionKinds = ['Delayed', 'MissedConnection', 'AirlineCancellation'] as const;
export type DisruptionKind = (typeof disruptionKinds)[number];

/** The key that identifies a disrupted itinerary, in addresses and requests (spec: products §3). */
export const disruptionItineraryIdKey = 'disruptionItineraryId';
