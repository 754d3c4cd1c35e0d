import { homesQuoteRequest, type HomesQuoteRequest } from '@wayfare/api';
import { agentFeeFor, nightsBetween } from '@wayfare/domain';
import type { CheckoutStay } from './checkoutStay';

/**
 * The quote request built from the checkout's state, or undefined when that state cannot make a
 * valid one (spec: platform §5 "Quote scheduling requires a valid request built from state
 * (otherwise "Invalid Request.")"): a listing, at least one night, an adult and an email address.
 */
export function quoteRequestOf(
  stay: CheckoutStay,
  emailAddress: string,
): { readonly emailAddress: string; readonly request: HomesQuoteRequest } | undefined {
  const valid =
    stay.listingId.trim() !== '' &&
    nightsBetween(stay.stayDates.from, stay.stayDates.until) >= 1 &&
    stay.adults >= 1 &&
    emailAddress.trim() !== '';
  if (!valid) return undefined;
  return {
    emailAddress: emailAddress.trim(),
    request: homesQuoteRequest({
      listingId: stay.listingId,
      stayDates: stay.stayDates,
      adults: stay.adults,
      childAges: stay.childAges,
      pets: stay.pets,
      agentFee: agentFeeFor(stay.isAgentMode),
    }),
  };
}
