import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PurchaseQuoteRequest, ResponseSchema } from '@wayfare/api';
import type {
  ContactInformation,
  Fiat,
  FlightPolicyFacts,
  FulfilErrorPanelOf,
  PolicyTier,
  Price,
  TravelerProfile,
  TravelWalletOfferProductLine,
} from '@wayfare/domain';
import type { StringStorage } from './choicesStorage';

/** The price the traveller saw before the checkout, which the quote is compared with. */
export interface ShownPrice {
  readonly total: Fiat;
  /** A night's price, for a stay: what a corporate hotel policy caps (platform §3 Policy tier). */
  readonly nightly?: Fiat;
  /** A flight's cabins, price for an adult and longest leg: what a corporate flight policy weighs. */
  readonly flight?: FlightPolicyFacts;
}

/** The main guest as the product's call takes it (spec: platform §4 Main guest). */
export interface MainGuestOf<Quote> {
  readonly quote: Quote;
  readonly traveler: TravelerProfile;
  /** Everyone the booking names, the main guest first: one per seat of a flight (products §3, §5). */
  readonly travelers: readonly TravelerProfile[];
  readonly contact: ContactInformation;
}

/**
 * How adding the main guest ended: the ordered product's id; undefined when the request could not
 * be made; or the code the product refused the travelers with (a flight's products §5 codes).
 */
export type MainGuestAnswer = string | undefined | { readonly refusedWith: string };

/** Where a product keeps a booking for its confirmation page. */
export interface BookingKeeping {
  readonly storage: StringStorage;
  readonly queryClient: QueryClient;
}

/**
 * What a product tells the checkout core about itself (ARCHITECTURE.md, booking: "a product
 * describes itself to the core"). The core runs the rest of spec platform §4 for it: discard,
 * schedule and poll the quote, the main guest, payment and rewards, split pay, wallet, the
 * booking and its polling, idempotency, refresh restore, the error panels and the progress.
 *
 * `Trip` is what the product books (a vacation rental's stay), `Quote` what its quote poll
 * answers, `Booking` what its fulfilment answers. Methods, so that a product of any trip is a
 * product the core can hold. A product is one module-level constant: the core calls its
 * `useShownPrice` hook on every render, and a new object would be a new checkout.
 */
export interface CheckoutProduct<Trip, Quote, Booking> {
  /** The checkout failures are logged under this event (spec: platform §8 "Failure tracking reasons"). */
  readonly failureEvent: string;
  /** The product as the rewards service names it, for what a booking earns (platform §7 productToEarn). */
  readonly travelProduct: string;
  /** The travel-wallet offers that apply to it (products §3 offer product lines). */
  readonly walletProductLine: TravelWalletOfferProductLine;
  /** One checkout per key: another trip is another checkout, with choices of its own. */
  checkoutKey(trip: Trip): string;
  /** How many travelers the booking names (a flight: one per passenger); the main guest alone when absent. */
  travelerCountOf?(trip: Trip): number;
  /**
   * The quote request for the trip, or undefined when the trip cannot make a valid one (spec:
   * platform §5 "otherwise "Invalid Request.""). The agent fee is 0 outside the agent portal.
   */
  quoteRequest(trip: Trip, agentFee: number): PurchaseQuoteRequest | undefined;
  /** Reads the product's quote out of a successful quote poll. */
  readonly quoteSchema: ResponseSchema<Quote>;
  /** The quote session's token, which the booking is scheduled with. */
  quoteTokenOf(quote: Quote): string;
  /** What the quote asks to be paid now, in cash and per rewards account. */
  totalOf(quote: Quote): Price;
  /**
   * What of the quote the price shown before the checkout stands for, when not its whole total (a
   * flight's add-ons are bought in the checkout: they are no change of price).
   */
  priceComparedOf?(quote: Quote): Fiat;
  /**
   * Whether travel credits may pay for the quote; always, when the product does not say (hotels:
   * not a pay-at-hotel Premier or Lifestyle stay, products §5).
   */
  canUseTravelCredit?(quote: Quote): boolean;
  /** The quote cannot be booked as it is: the traveller's details must change (platform §8). */
  hasConfirmationDetailsErrors(quote: Quote): boolean;
  /** A hook: the price shown before the checkout, once known. */
  useShownPrice(trip: Trip): ShownPrice | undefined;
  /** The shown price is above the corporate policy's cap for the product (platform §3, §6). */
  isOutOfPolicy(tier: PolicyTier, shown: ShownPrice): boolean;
  /**
   * Adds the main guest (and, for a flight, every passenger) to the quote; answers the ordered
   * product's id, undefined when the request cannot be made from what is known (spec: platform §5
   * "Adding the main guest requires an ordered product id, a session token and a guest"), or the
   * code the travelers were refused with.
   */
  addMainGuest(
    client: ApiClient,
    guest: MainGuestOf<Quote>,
    signal?: AbortSignal,
  ): Promise<MainGuestAnswer>;
  /** What the booking carries for the product besides payments (vacation rentals: isRecommended). */
  fulfilFields(trip: Trip): Readonly<Record<string, unknown>>;
  /**
   * The panel a fulfilment error shows, when the product maps its own codes (hotels: STATES §29);
   * vacation rentals' mapping (platform §8) otherwise.
   */
  readonly fulfilErrorPanel?: FulfilErrorPanelOf;
  /** Reads the product's booking out of a successful fulfil poll. */
  readonly fulfilmentSchema: ResponseSchema<Booking>;
  /** Keeps the booking for the confirmation page, which reads it after the navigation and a reload. */
  keepBooking(booking: Booking, keeping: BookingKeeping): void;
}
