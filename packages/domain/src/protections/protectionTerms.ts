/** One row of the terms table: the spec's item and value texts, for the terms page to render. */
export interface ProtectionTermsRow {
  readonly item: string;
  readonly value: string;
}

/**
 * The protection and legal constants of products §9, one entry per row of its table: the row's
 * texts as the spec writes them, and each figure typed, so that rules and the terms page read
 * the same numbers. The void window and search page size rows belong to trips and search.
 */
export const protectionTerms = {
  priceDropFlights: {
    item: 'Price drop protection, flights',
    value: 'monitored 10 calendar days after purchase; credit up to $50; none on packages',
    monitoredCalendarDays: 10,
    maxCreditUsd: 50,
    onPackages: false,
  },
  priceDropHotels: {
    item: 'Price drop protection, hotels',
    value:
      'after 5 calendar days; credit up to the amount shown before purchase; not on Premier or Lifestyle collection',
    calendarDays: 5,
    maxCredit: 'the amount shown before purchase',
    excludedCollections: ['Premier', 'Lifestyle'],
  },
  priceMatch: {
    item: 'Price match',
    value:
      'claim within 24 hours of booking; refund 100% of the difference as travel credit; response in about 24 hours; not for packages or vacation rentals; not for pay-at-hotel bookings of Premier or Lifestyle',
    claimWithinHours: 24,
    refundPercentageOfDifference: 100,
    refundAs: 'travel credit',
    responseInAboutHours: 24,
    excludedProducts: ['Package', 'Home'],
    excludedPayAtHotelCollections: ['Premier', 'Lifestyle'],
  },
  priceFreeze: {
    item: 'Price freeze examples',
    value:
      'cap $500 per passenger or room; window 14 days (flights), 7 days (hotels); fee per passenger; refund within 1 to 2 billing cycles',
    capUsdPerPassengerOrRoom: 500,
    windowDays: { flight: 14, hotel: 7 },
    feePer: 'passenger',
    refundWithinBillingCycles: { min: 1, max: 2 },
  },
  flightCancelForAnyReason: {
    item: 'Flight cancel for any reason',
    value:
      'up to 3 hours before first departure; default coverage 80%; social proof over 60,000 travelers',
    hoursBeforeFirstDeparture: 3,
    defaultCoveragePercentage: 80,
    socialProofTravelers: 60000,
  },
  hotelCancelForAnyReason: {
    item: 'Hotel cancel for any reason',
    value: 'until check-in time',
    availableUntil: 'check-in time',
  },
  changeForAnyReason: {
    item: 'Change for any reason',
    value:
      '3 hours before departure; 24 hours advance purchase; 1 year departure window; refund of reimbursed amounts within 10 business days',
    hoursBeforeDeparture: 3,
    advancePurchaseHours: 24,
    departureWindowYears: 1,
    /** products §5 "allows one change". */
    changesAllowed: 1,
    reimbursementBusinessDays: 10,
  },
  missedConnection: {
    item: 'Missed connection service',
    value: 'cap US$5,000 per passenger; expiry 24 hours; free on multi-carrier connecting bookings',
    capUsdPerPassenger: 5000,
    expiryHours: 24,
    freeOnMultiCarrierConnectingBookings: true,
  },
  disruptionPurchase: {
    item: 'Disruption purchase',
    value: 'at least 24 hours before departure; one per passenger per trip',
    hoursBeforeDeparture: 24,
    perPassengerPerTrip: 1,
  },
  travelCredits: {
    item: 'Travel credits',
    value:
      '$300 annual (top-tier cards); one-time $100 (mid-tier, valid one year); one-time $250 (limited offer, one year)',
    annualTopTierUsd: 300,
    oneTimeMidTierUsd: 100,
    midTierValidityYears: 1,
    oneTimeLimitedOfferUsd: 250,
    limitedOfferValidityYears: 1,
  },
  creditDisputeWindow: {
    item: 'Credit dispute window',
    value: '60 days',
    days: 60,
  },
  washingtonStateRefund: {
    item: 'Washington-state refund',
    value: '30 days, or 14 days if funds not sent',
    days: 30,
    daysIfFundsNotSent: 14,
  },
  dmcaCounterNoticeWait: {
    item: 'DMCA counter-notice wait',
    value: '10 days',
    days: 10,
  },
} as const satisfies Record<string, ProtectionTermsRow & Readonly<Record<string, unknown>>>;

export type ProtectionTermsKey = keyof typeof protectionTerms;

/** The rows in the order of the spec's table. */
export const protectionTermsKeys = [
  'priceDropFlights',
  'priceDropHotels',
  'priceMatch',
  'priceFreeze',
  'flightCancelForAnyReason',
  'hotelCancelForAnyReason',
  'changeForAnyReason',
  'missedConnection',
  'disruptionPurchase',
  'travelCredits',
  'creditDisputeWindow',
  'washingtonStateRefund',
  'dmcaCounterNoticeWait',
] as const satisfies readonly ProtectionTermsKey[];

/** The rows as the terms page lists them. */
export function protectionTermsRows(): ProtectionTermsRow[] {
  return protectionTermsKeys.map((key) => ({
    item: protectionTerms[key].item,
    value: protectionTerms[key].value,
  }));
}
