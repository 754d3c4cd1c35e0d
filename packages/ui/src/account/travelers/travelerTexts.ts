/**
 * The travelers screen's words (ours: the spec names the screen, "customer profile and traveler
 * details", platform §1, but shows none of its texts).
 */
export const travelerTexts = {
  addTraveler: 'Add a traveler',
  editTravelerTitle: 'Edit traveler',
  addTravelerTitle: 'Add a traveler',
  personalDetails: 'Name, date of birth and gender',
  contact: 'Contact',
  passport: 'Passport',
  countryOfIssue: 'Country of issue',
  countryOfIssueHelper:
    'The 2-letter country code, such as GB. A passport is saved only with a 2-letter code.',
  passportNumber: 'Passport number',
  passportExpiration: 'Expiration date',
  hotelLoyalty: 'Hotel loyalty programs',
  addHotelLoyalty: 'Add a hotel loyalty program',
  frequentFlyer: 'Frequent flyer programs',
  airlineCode: 'Airline code',
  addAirline: 'Add airline',
  loyaltyHelper: 'Leave a number empty to remove the program.',
  specialAssistance: 'Special assistance',
  save: 'Save traveler',
  cancel: 'Cancel',
  saveError: "We couldn't save this traveler. Please try again.",
  noTravelers: 'You have no saved travelers yet.',
  noTravelersHint: 'Add the people you travel with, so booking for them is quicker.',
  includesUsers: "The list includes your company's users.",
  dateOfBirth: 'Date of birth',
  dateOfBirthMissing: 'Not given',
  email: 'Email',
  phone: 'Phone',
  edit: 'Edit',
  delete: 'Delete',
} as const;
