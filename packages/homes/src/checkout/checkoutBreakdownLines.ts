import type { CheckoutControls } from '@wayfare/booking';
import { checkoutBreakdown, type CheckoutBreakdownFigures } from '@wayfare/checkout';
import {
  nightsBetween,
  priceLines,
  type CheckoutQuery,
  type PriceQuote,
  type Reservation,
  type VacationRentalListing,
} from '@wayfare/domain';
import type { BreakdownLine } from '@wayfare/ui';

/**
 * The breakdown of a checkout of the listing, for the stay of its address; none when unavailable
 * (spec: platform §2 checkout breakdown, §3 price quote): before a quote, the listing's own price
 * lines (priceLines of @wayfare/domain); with a quote, the rent and discounts of the listing and
 * the quote's fee lines, with the quote's total.
 */
export function checkoutBreakdownOf(
  listing: VacationRentalListing,
  query: CheckoutQuery,
  checkout: CheckoutControls<PriceQuote, Reservation>,
): CheckoutBreakdownFigures | undefined {
  const { availability } = listing;
  if (availability.AvailabilityResult !== 'Available') return undefined;
  const { price } = availability.rate;
  const listingLines = priceLines(price, nightsBetween(query.fromDate, query.untilDate));
  const quote = checkout.quote.quote;
  const charges: BreakdownLine[] = quote
    ? [
        ...listingLines
          .filter((line) => line.kind === 'rent')
          .map((line) => ({ label: line.label, amount: line.amount, kind: 'charge' as const })),
        ...quote.rate.detailedPrice.fees.map((fee) => ({
          label: fee.name,
          amount: fee.amount,
          kind: 'charge' as const,
        })),
        ...listingLines
          .filter((line) => line.kind === 'discount')
          .map((line) => ({ label: line.label, amount: line.amount, kind: 'discount' as const })),
      ]
    : listingLines.map((line) => ({
        label: line.label,
        amount: line.amount,
        kind: line.kind === 'discount' ? ('discount' as const) : ('charge' as const),
      }));
  return checkoutBreakdown(
    charges,
    quote ? quote.rate.detailedPrice.payNowTotal : price.total,
    checkout,
  );
}
