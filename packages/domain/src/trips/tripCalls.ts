import { z } from 'zod/mini';
import type { HomeQuoteAndAgentFulfilEvent } from '../bookingErrors/bookingEvents';
import { fiatSchema } from '../money/money';
import { scheduleChangeChoices } from './scheduleChange';
import { tripListTabs } from './tripListTabs';
import { tripSchema } from './trip';

/**
 * The trips hub's calls, under /api/v0 (ours: the spec names /itinerary/flight and
 * /itinerary/hotel, products §7, without methods or payloads). `{tripId}` is the trip's id.
 */
export const tripCalls = {
  /** The trips of one tab, `?tab=<id>`. */
  list: { method: 'GET', path: '/itinerary/trips' },
  details: { method: 'GET', path: '/itinerary/trips/{tripId}' },
  resendConfirmation: { method: 'POST', path: '/itinerary/trips/{tripId}/resend-confirmation' },
  changeEmail: { method: 'POST', path: '/itinerary/trips/{tripId}/email' },
  requestTravelerEdit: { method: 'POST', path: '/itinerary/trips/{tripId}/traveler-edit' },
  stopWatching: { method: 'POST', path: '/itinerary/trips/{tripId}/stop-watching' },
  /** The traveler's answer to an airline's schedule change (products §4 choices). */
  scheduleChangeChoice: { method: 'POST', path: '/itinerary/trips/{tripId}/schedule-change' },
  homeCancelQuote: { method: 'POST', path: '/itinerary/trips/{tripId}/home-cancel/quote' },
  homeCancel: { method: 'POST', path: '/itinerary/trips/{tripId}/home-cancel' },
} as const;
export type TripCall = keyof typeof tripCalls;

/** A trip call's path for one trip. */
export function tripCallPath(call: TripCall, tripId: string): string {
  return tripCalls[call].path.replace('{tripId}', encodeURIComponent(tripId));
}

export const tripListResponseSchema = z.object({ trips: z.array(tripSchema) });
export type TripListResponse = z.infer<typeof tripListResponseSchema>;

export const tripResponseSchema = z.object({ trip: tripSchema });
export type TripResponse = z.infer<typeof tripResponseSchema>;

/** The tab a list call asks for. */
export const tripListTabIdSchema = z.enum(tripListTabs.map((tab) => tab.id));

/** resend-confirmation and email take the address to send to. */
export const tripEmailRequestSchema = z.object({ email: z.email() });
export type TripEmailRequest = z.infer<typeof tripEmailRequestSchema>;

/** traveler-edit: which traveler, and what should change, in the traveler's words. */
export const travelerEditRequestSchema = z.object({
  travelerName: z.string().check(z.minLength(1)),
  change: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type TravelerEditRequest = z.infer<typeof travelerEditRequestSchema>;

/** schedule-change takes the traveler's choice and answers the trip as it now is. */
export const scheduleChangeChoiceRequestSchema = z.object({
  choice: z.enum(scheduleChangeChoices),
});
export type ScheduleChangeChoiceRequest = z.infer<typeof scheduleChangeChoiceRequestSchema>;

/** What cancelling the home would refund and cost (products §8 "Home cancel quote success"). */
export const homeCancelQuoteSchema = z.object({
  quoteId: z.string().check(z.minLength(1)),
  refund: fiatSchema,
  penalty: fiatSchema,
});
export type HomeCancelQuote = z.infer<typeof homeCancelQuoteSchema>;

/** home-cancel/quote answers a quote, or that no quote could be made ("change quote failure"). */
export const homeCancelQuoteResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('HomeCancelQuoteSuccess' satisfies HomeQuoteAndAgentFulfilEvent),
    quote: homeCancelQuoteSchema,
  }),
  z.object({
    outcome: z.literal('HomeChangeQuoteFailure' satisfies HomeQuoteAndAgentFulfilEvent),
  }),
]);
export type HomeCancelQuoteResponse = z.infer<typeof homeCancelQuoteResponseSchema>;

/** home-cancel takes the quote it accepts and answers the trip as it now is. */
export const homeCancelRequestSchema = z.object({ quoteId: z.string().check(z.minLength(1)) });
export type HomeCancelRequest = z.infer<typeof homeCancelRequestSchema>;
