import {
  listingPath,
  listingQueryEntries,
  parseListingQuery,
  type ListingQuery,
} from './listingQuery';
import { type ListingQueryContext } from './stayAndGuestCounts';
import {
  bookStepQueryKey,
  bookStepValue,
  mobileCheckoutBack,
  parseBookStep,
  type MobileCheckoutStep,
} from './mobileCheckoutSteps';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { routePaths } from './routePaths';

/**
 * The checkout query: the listing query it was reached with (spec: platform §2 "Continue goes to the
 * checkout route and keeps the query"), plus the mobile step mirrored in travel-app mode.
 */
export interface CheckoutQuery extends ListingQuery {
  readonly bookStep?: MobileCheckoutStep;
}

/** The checkout query, with the listing query's defaults and clamping; never throws. */
export function parseCheckoutQuery(input: QueryInput, context: ListingQueryContext): CheckoutQuery {
  const query = readQuery(input);
  return {
    ...parseListingQuery(query, context),
    bookStep: parseBookStep(query.get(bookStepQueryKey)),
  };
}

export function buildCheckoutQuery(query: CheckoutQuery): string {
  return buildQueryString([
    ...listingQueryEntries(query),
    [bookStepQueryKey, query.bookStep === undefined ? undefined : bookStepValue(query.bookStep)],
  ]);
}

/** The checkout page (spec: platform §2 /vacation-rentals/book/). */
export function checkoutPath(query: CheckoutQuery): string {
  return `${routePaths.vacationRentalBook}${buildCheckoutQuery(query)}`;
}

/**
 * The checkout page at a mobile step. spec: platform §2 "In travel-app mode the step is mirrored in
 * the query parameter bookStep": outside travel-app mode the step stays out of the address.
 */
export function checkoutStepPath(query: ListingQuery, step: MobileCheckoutStep): string {
  return checkoutPath({ ...query, bookStep: query.isTravelApp ? step : undefined });
}

/** spec: platform §4 mobile checkout back rule, as an address: the listing or an earlier step. */
export function mobileCheckoutBackPath(query: CheckoutQuery, step: MobileCheckoutStep): string {
  const target = mobileCheckoutBack(step);
  return target.kind === 'listing' ? listingPath(query) : checkoutStepPath(query, target.step);
}

/** spec: platform §2 "If no listing is selected, checkout goes back to the shop." */
export function checkoutWithoutListingPath(query: CheckoutQuery): string {
  return listingPath(query);
}
