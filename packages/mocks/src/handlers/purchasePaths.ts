import { apiBasePath } from '@wayfare/domain';

/**
 * Where the fake backend answers the purchase calls. The spec does not show the purchase API's
 * paths (platform §7); these are the ones ARCHITECTURE.md chose, as msw patterns for any origin.
 */
export const purchasePaths = {
  quoteSchedule: `*${apiBasePath}/purchase/quote/schedule`,
  quotePoll: `*${apiBasePath}/purchase/quote/poll`,
  quoteDiscard: `*${apiBasePath}/purchase/quote/discard`,
  addMainGuest: '*/api/v1/homes/addMainGuest',
  hotelMainGuest: `*${apiBasePath}/hotels/mainGuest`,
  flightPassengers: `*${apiBasePath}/flights/passengers`,
  fulfilSchedule: `*${apiBasePath}/purchase/fulfill/schedule`,
  fulfilPoll: `*${apiBasePath}/purchase/fulfill/poll`,
} as const;
