// The values are ours: the spec names experience itinerary types without listing them (products §3 Experiences).
/** How an experience's itinerary is laid out. */
export const experienceItineraryTypes = [
  'Standard',
  'Activity',
  'MultiDayTour',
  'HopOnHopOff',
  'Unstructured',
] as const;
export type ExperienceItineraryType = (typeof experienceItineraryTypes)[number];
