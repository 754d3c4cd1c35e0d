import type { CheckoutFailure, Fiat, PaymentMethod } from '@wayfare/domain';

/*
 * The state of each checkout call as the hooks report it, derived from the checkout's flow
 * (checkoutFlow.ts); a failure is the domain's CheckoutFailure.
 */

/** spec: platform §4 "Quote ... Results: Pending, Failure, Success": the product's own quote. */
export type QuoteState<Quote = unknown> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | {
      readonly status: 'success';
      readonly quote: Quote;
      /** The change from the total the listing showed, when it counts (spec: platform §5). */
      readonly priceDifference: Fiat | undefined;
    }
  | { readonly status: 'failure'; readonly outcome: CheckoutFailure };

/** spec: platform §4 "Main guest: adding the main guest follows a successful quote". */
export type MainGuestState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly orderedProductId: string }
  | { readonly status: 'failure'; readonly outcome: CheckoutFailure };

/**
 * spec: platform §4 Fulfil. Besides its success and failure, a booking can end `unknown` (the
 * network failed while it was being made: it may exist, so the page must not invite a second
 * booking) or `timeout` (polling ran past its delay list: the browser goes to the trips page).
 */
export type FulfilState<Booking = unknown> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly booking: Booking }
  | { readonly status: 'failure'; readonly outcome: CheckoutFailure }
  | { readonly status: 'unknown' }
  | { readonly status: 'timeout' };

/** spec: platform §4 Payment verification; §8 the invalid-card modal. */
export type PaymentVerifyState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly paymentMethod: PaymentMethod }
  | { readonly status: 'invalid-card' }
  | { readonly status: 'failure'; readonly outcome: CheckoutFailure };

export const callIdle = { status: 'idle' } as const;
export const callPending = { status: 'pending' } as const;
