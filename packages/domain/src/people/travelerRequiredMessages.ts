/** spec: platform §5 "A traveler must be chosen or added." Error and helper texts, as written. */
export const travelerRequiredMessages = {
  error: 'Add or choose one traveler to continue.',
  helper: 'You must select or add a traveler and enter their contact information to continue.',
} as const;
