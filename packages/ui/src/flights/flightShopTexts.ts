import type {
  FareRefundability,
  FareShelf,
  MultiTicketType,
  PricePredictionBucket,
} from '@wayfare/domain';

/** The words of the flight list's cards (ours: the spec gives no screen wording for flights). */
export const flightCardTexts = {
  nonStop: 'Non-stop',
  stops: (count: number, airports: readonly string[]) =>
    `${count === 1 ? '1 stop' : `${count} stops`} (${airports.join(', ')})`,
  /** "8:05 AM – 4:40 PM", the arrival's later day after it. */
  times: (departs: string, arrives: string) => `${departs} – ${arrives}`,
  route: (origin: string, destination: string) => `${origin} – ${destination}`,
  from: 'from',
  perAdult: 'per adult, whole trip',
  chooseFare: 'Choose a fare',
  hideFares: 'Hide fares',
  details: 'Flight details',
  priceFreeze: 'Price freeze',
  /** products §3 multiTicketType: how the trip is ticketed, when not on one ticket. */
  multiTicket: {
    single: undefined,
    hackerFare: 'Two tickets',
    virtualInterline: 'Self-transfer',
  } satisfies Record<MultiTicketType, string | undefined>,
  multiTicketNote: {
    single: undefined,
    hackerFare: 'Booked as two one-way tickets: each airline’s rules apply to its own flight.',
    virtualInterline:
      'Airlines that do not work together: collect your bags and check in again at the self-transfer layover.',
  } satisfies Record<MultiTicketType, string | undefined>,
} as const;

/** products §3 "Shelf ratings: basic 0, standard 1, enhanced 2, premium 3, luxury 4". */
export const fareShelfLabels: Readonly<Record<FareShelf, string>> = {
  basic: 'Basic',
  standard: 'Standard',
  enhanced: 'Enhanced',
  premium: 'Premium',
  luxury: 'Luxury',
};

/** The words of a fare in the fare picker (ours, around the spec's labels of products §9). */
export const fareTexts = {
  listLabel: (flight: string) => `Fares of ${flight}`,
  cabin: 'Cabin',
  refundability: {
    FullFtc: 'Full travel credit if you cancel',
    PartialFtc: 'Partial travel credit if you cancel',
    None: undefined,
  } satisfies Record<FareRefundability, string | undefined>,
  bags: 'Bags',
  bagsIncluded: (pieces: number) =>
    pieces === 0
      ? 'No checked bag included'
      : pieces === 1
        ? '1 checked bag included'
        : `${pieces} checked bags included`,
  bagsNotAllowed: 'Checked bags not allowed',
  bagsUnknown: 'Bag rules not available: ask the airline',
  changes: 'Changes',
  cancellation: 'Cancellation',
  /** A penalty with no label of its own (Unknown, or a fare whose airline manages them). */
  penaltiesByAirline: 'Set by the airline',
  penaltiesUnknown: 'Not available',
  withFee: (label: string, cost: string) => `${label} (${cost})`,
  price: 'Price',
  total: (total: string, passengers: number) =>
    `${total} for ${passengers === 1 ? '1 passenger' : `${passengers} passengers`}`,
  select: 'Select',
  selectLabel: (brand: string, price: string) => `Select ${brand}, ${price}`,
} as const;

/** The price prediction's heading per bucket (products §3 "fair, good, great, wait"). */
export const pricePredictionTitles: Readonly<Record<PricePredictionBucket, string>> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  wait: 'Prices may drop',
};

export const pricePredictionTexts = {
  lowest: (price: string) => `Lowest price found: ${price} per adult.`,
} as const;
