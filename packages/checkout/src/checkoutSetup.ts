import type { CheckoutControls, CheckoutProduct } from '@wayfare/booking';
import type { MobileCheckoutStep } from '@wayfare/domain';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { CheckoutTravelerStepProps } from './CheckoutTravelerStep';
import type { CheckoutBreakdownFigures } from './checkoutBreakdown';

/** Where the checkout's buttons and panels lead: only the product knows its routes. */
export interface CheckoutRoutes<Booking> {
  /** "Back to results" and a panel's Search Again: the product's search results. */
  readonly toSearchResults: () => void;
  /**
   * The page the checkout came from, whose date picker changes the stay (the listing, the
   * hotel): a panel's Change Dates, and the first mobile step's Go back (spec: platform §4).
   */
  readonly toShop: () => void;
  /** Travel-app mode: the checkout's address at a mobile step (spec: platform §2 bookStep). */
  readonly mobileStepPath: (step: MobileCheckoutStep) => string;
  /** The booking's confirmation page. */
  readonly confirmationPath: (booking: Booking, layout: { readonly isMobile: boolean }) => string;
  /**
   * Loads the confirmation page's code (its route's lazy import): started at Confirm and Book, so
   * that it arrives while the booking's calls run, not after them.
   */
  readonly loadConfirmation: () => Promise<unknown>;
}

/** What the checkout gives a product's add-ons. */
export interface CheckoutAddOnsSlotProps<Quote, Booking> {
  readonly checkout: CheckoutControls<Quote, Booking>;
  /**
   * An add-on taken or dropped was quoted again, which cleared the payment choice (spec: platform
   * §4): the mobile review returns to payment; the desktop page, where payment follows, stays.
   */
  readonly onQuoted: () => void;
}

/**
 * What a product's checkout page gives the shared checkout screen (ARCHITECTURE.md, checkout):
 * its product on the core, the trip it books as the summary and the breakdown show it, its own
 * sections, its routes. The screen does the rest, desktop and mobile alike.
 */
export interface ProductCheckoutSetup<Trip, Quote, Booking> {
  readonly product: CheckoutProduct<Trip, Quote, Booking>;
  /** The trip summary card: what is booked, where, when, for whom (a stay's TripSummaryCard). */
  readonly summary: ReactNode;
  /** The breakdown's lines and totals for the checkout as it stands; none when it cannot be priced. */
  readonly breakdownOf: (
    checkout: CheckoutControls<Quote, Booking>,
  ) => CheckoutBreakdownFigures | undefined;
  /** The desktop left column's sections after payment (vacation rentals: house rules). */
  readonly details: ReactNode;
  /**
   * The traveler step, when the product's travelers are not one main guest (a flight's
   * passengers); the shared one-traveler step otherwise.
   */
  readonly travelerStep?: ComponentType<CheckoutTravelerStepProps>;
  /**
   * What the product offers beside the trip once it is quoted (a flight's cancel or change for
   * any reason and disruption protection, issue 17's slot): after the traveler step on desktop,
   * after the travelers on the mobile review. Taking one prices the trip again.
   */
  readonly addOns?: (slot: CheckoutAddOnsSlotProps<Quote, Booking>) => ReactNode;
  /** The mobile review step's sections: need to know and the FAQ. */
  readonly reviewDetails: ReactNode;
  /** Said in the payment section, under the wallet (hotels: why travel credits are not offered). */
  readonly paymentNotice?: (checkout: CheckoutControls<Quote, Booking>) => ReactNode;
  readonly termsOfServiceUrl: string;
  /** What Confirm and Book agrees to before the terms of service, when not a stay's house rules. */
  readonly termsBefore?: string;
  /** Travel-app mode (spec: platform §1): the mobile step lives in the address (bookStep). */
  readonly isTravelApp: boolean;
  /** The mobile step of the address, in travel-app mode. */
  readonly bookStep: MobileCheckoutStep | undefined;
  readonly routes: CheckoutRoutes<Booking>;
  /** The booking is made (once, when its poll succeeds): a widget tells its host page. */
  readonly onBooked?: (booking: Booking) => void;
  /** Where the mobile review's Confirm and Book bar sits: fixed to the window unless given. */
  readonly bottomBarPosition?: CSSProperties;
  /**
   * Leaves the app for another part of the portal (the trips page after a booking poll runs out,
   * spec: platform §4).
   */
  readonly assignLocation: (path: string) => void;
  /** The waits between quote and booking polls; the api's default (a second each) when absent. */
  readonly pollDelaysMs?: readonly number[] | undefined;
}

/** What a product's checkout page takes: how it leaves the app, and its polls' pace. */
export interface CheckoutPageProps {
  /**
   * Leaves the app for another part of the portal (the trips page after a booking poll runs out,
   * spec: platform §4). The browser's own navigation by default; stories watch it instead.
   */
  readonly assignLocation?: (path: string) => void;
  /** The waits between quote and booking polls; the api's default (a second each) when absent. */
  readonly pollDelaysMs?: readonly number[];
}

/** The browser's own navigation, a checkout page's default way out of the app. */
export const browserAssign = (path: string) => window.location.assign(path);
