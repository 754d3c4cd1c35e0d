/** The texts of the vacation-rental checkout (spec: platform §2; the traveler-required texts are in people/). */
export const checkoutTexts = {
  title: 'Confirm and Book',
  subtitle: 'Enter all required details',
  backToResults: 'Back to results',
  reviewHeader: 'Review your trip before you confirm and book',
  confirmAndBook: 'Confirm and Book',
  saveAndContinue: 'Save & Continue',
  editTraveler: 'Edit traveler',
  reviewMyTrip: 'Review my Trip',
} as const;

/** The confirmation page (spec: platform §2 "Confirmation page"). */
export const confirmationTexts = {
  title: 'Booking Confirmation',
  banner: 'Confirmed, your stay is booked.',
  emailSent: (email: string) => `An email confirmation will be sent to ${email}`,
  confirmationNumber: (reservationId: string) => `Your booking confirmation is #${reservationId}`,
  whatsNext: "What's next?",
  bookAFlight: 'Book a Flight',
  rentACar: 'Rent a Car',
  /** Ours: the third card, to the trips hub. */
  myTrips: 'My Trips',
} as const;

/** spec: platform §2, §9 "Trees: 2 trees ($0.25 donation) per completed booking". */
export const treesPerBooking = {
  trees: 2,
  donation: { value: 0.25, currencyCode: 'USD', currencySymbol: '$' },
} as const;

/** The trees modal (spec: platform §2: "not paid if cancelled and refunded"; the sentences are ours around the spec's facts). */
export const treesModalText = `For every completed booking we plant ${treesPerBooking.trees} trees with a $0.25 donation. The donation is not paid if the booking is cancelled and refunded.`;

/** Other shared texts (spec: platform §2 "Other shared screen texts"). */
export const sharedTexts = {
  searchAgain: 'Search again',
  goBack: 'Go back',
  exploreProperties: 'Explore properties',
  complimentaryFourthNight: 'Complimentary fourth night',
} as const;

/**
 * The checkout breakdown's texts (spec: platform §2 "checkout breakdown, earn string, the Confirm
 * and Book button and terms acknowledgement"; platform §2 mobile "a dropdown price breakdown
 * showing the trip total in cash and rewards"). The wording is ours.
 */
export const checkoutBreakdownTexts = {
  priceDetails: 'Price details',
  tripTotal: 'Trip total',
  inRewards: 'in rewards',
  amountDue: 'Amount due',
  bookingInProgress: 'Booking your stay',
  /** The acknowledgement under Confirm and Book; `termsOfService` is its link. */
  termsBefore:
    'By selecting Confirm and Book, you agree to the house rules, the cancellation policy and the ',
  termsOfService: 'terms of service',
  termsAfter: '.',
  /** Said after a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;
