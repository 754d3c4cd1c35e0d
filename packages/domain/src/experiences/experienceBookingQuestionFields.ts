/**
 * What an experience supplier may ask before booking (spec: products §3 Experiences "a
 * booking-question field list (ageband, date of birth, passport data, transfer details and
 * others)"). The spec names Ageband and DateOfBirth; the passport and transfer fields are our
 * split of "passport data" and "transfer details"; the last group is ours.
 */
export const experienceBookingQuestionFields = [
  // Named by the spec; "ageband" is one word there.
  'Ageband',
  'DateOfBirth',
  // "passport data"
  'PassportNumber',
  'PassportNationality',
  'PassportExpiry',
  // "transfer details"
  'TransferArrivalMode',
  'TransferArrivalAirline',
  'TransferArrivalFlightNumber',
  'TransferArrivalTime',
  'TransferArrivalDropOff',
  'TransferDepartureMode',
  'TransferDepartureAirline',
  'TransferDepartureFlightNumber',
  'TransferDepartureDate',
  'TransferDepartureTime',
  'TransferDeparturePickup',
  // Ours ("and others").
  'FullNamesFirst',
  'FullNamesLast',
  'Height',
  'Weight',
  'PickupPoint',
  'SpecialRequirements',
  'TourLanguage',
] as const;
export type ExperienceBookingQuestionField = (typeof experienceBookingQuestionFields)[number];
