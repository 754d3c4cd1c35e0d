/**
 * The portal's paths, spelled as the spec's route table gives them (spec: platform §2 "Route table";
 * products §2 for /premium-stays/shop-details/). Screens link through these and the builders beside
 * them, never through hand-written strings.
 */
export const routePaths = {
  /** Home, with the product tabs; the logo returns here. */
  home: '/',
  cars: '/cars/',
  premiumOffers: '/premium-offers/',
  terms: '/terms/',
  complimentaryNightTerms: '/terms/complimentary-night/',
  /** Wishlists / favorites, in map and list view modes. */
  favorites: '/favorites/',
  experiencesAvailability: '/activities/availability/',
  experiencesShop: '/activities/shop/',
  faq: '/faq/',
  stays: '/stays/',
  staysAvailability: '/stays/availability/',
  /** Vacation-rental search results. */
  vacationRentals: '/vacation-rentals/',
  /** Vacation-rental listing detail. */
  vacationRentalShop: '/vacation-rentals/shop/',
  /** Vacation-rental checkout. */
  vacationRentalBook: '/vacation-rentals/book/',
  /** Vacation-rental booking confirmation. */
  vacationRentalConfirm: '/vacation-rentals/book/confirm/',
  accessDenied: '/access-denied',
  accessDeniedNotBeta: '/access-denied-not-beta',
  acknowledgement: '/acknowledgement/',
  premiumStaysShopDetails: '/premium-stays/shop-details/',
} as const;
export type RouteName = keyof typeof routePaths;
export type RoutePath = (typeof routePaths)[RouteName];

/**
 * Pages the spec sends the user to without giving their path ("not shown"); the paths are ours.
 * Onboarding lives on the admin portal host: see onboardingUrl.
 */
export const unlistedRoutePaths = {
  /** "Book a Flight (goes to the flights page)" on the confirmation page (spec: platform §2). */
  flights: '/flights/',
  /** The flight list, one leg after another (ours). */
  flightsShop: '/flights/shop/',
  /** Flight checkout, on the shared checkout core (ours). */
  flightsBook: '/flights/book/',
  /** Flight booking confirmation (ours). */
  flightsConfirm: '/flights/book/confirm/',
  /** Where a fulfil poll that runs past its delay list ends (spec: platform §4). */
  trips: '/trips/',
  /** One trip's itinerary details, from the trips hub (products §2 modals). */
  tripItinerary: '/trips/itinerary/',
  /** Where any other 401 sends the user after saving the current path (spec: platform §4, §8). */
  login: '/login/',
  /** The onboarding path on the admin portal host (spec: platform §2 "exact path not shown"). */
  onboarding: '/onboarding/',
  /** A hotel's page and room select (ours: the spec names /stays/ and no hotel page). */
  staysShop: '/stays/shop/',
  /** Hotel checkout, on the shared checkout core (ours). */
  staysBook: '/stays/book/',
  /** Hotel booking confirmation (ours). */
  staysConfirm: '/stays/book/confirm/',
  /** Customer profile and traveler details (spec: platform §1 "save travelers"). */
  travelers: '/account/travelers/',
  /** Saved payment methods (spec: platform §1 "save … payment methods"). */
  paymentMethods: '/account/payment-methods/',
  /** Travel wallet: credits, offers and credit history (spec: platform §1, §3). */
  travelWallet: '/account/wallet/',
} as const;
export type UnlistedRouteName = keyof typeof unlistedRoutePaths;

/**
 * The landing path: where an unknown vacation-rental path, the shop error modal, a confirmation
 * without a reservation and the whole module without its experiment send the user (spec: platform
 * §1, §2). The spec names it without giving it; ours is home.
 */
export const landingPath = routePaths.home;
