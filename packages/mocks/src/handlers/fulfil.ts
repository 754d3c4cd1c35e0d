import type {
  FlightFulfilment,
  FlightTicketingStatus,
  FulfilPollAnswer,
  FulfilPollResponse,
  HotelConfirmationResult,
  HotelFulfilment,
  ListingCollection,
  PurchaseError,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { defaultListingFixture } from '../fixtures/listings/listings';
import { flightBookingFor } from './flightBooking';
import { hotelBookingFor, mainGuestRefusal } from './hotelBooking';
import { bookStay } from './listingCalendarState';
import { listingFixtureById } from './listingById';
import { mockNow } from './mockClock';
import { paidWithOf } from './paidWith';
import { pollStage, type PollBehaviour } from './pollStage';
import { purchasePaths } from './purchasePaths';
import { fulfilSessionStore, issueToken, quoteSessionStore } from './purchaseState';
import { readQuoteToken, readTokenValue } from './quoteRequest';
import { reservationFor } from './reservation';

/** How the booking calls answer: the poll's stages, a forced failure, the reservation's collection. */
export interface FulfilBehaviour extends PollBehaviour {
  readonly errors?: readonly PurchaseError[];
  /** The themed confirmation of Premier and Lifestyle stays (spec: platform §2). */
  readonly listingCollection?: ListingCollection;
  /** `fulfill/schedule` answers without a token (spec: platform §5 "Session is undefined"). */
  readonly scheduleWithoutToken?: boolean;
  /** What the hotel answers a hotel booking (products §3); Confirmed by default. */
  readonly hotelConfirmationResult?: HotelConfirmationResult;
  /** Whether the airline has ticketed a flight booking (products §4); Ticketed by default. */
  readonly flightTicketingStatus?: FlightTicketingStatus;
}

/** What `fulfill/poll` answers: a vacation rental's reservation, a hotel's or a flight's booking. */
type FulfilPollAnswers =
  FulfilPollResponse | FulfilPollAnswer<HotelFulfilment> | FulfilPollAnswer<FlightFulfilment>;

const failure = (error: PurchaseError) =>
  HttpResponse.json<FulfilPollAnswers>({ FulfillResponse: 'Failure', errors: [error] });

/** `fulfill/schedule` and `fulfill/poll` (spec: platform §4 Fulfil, §7 Purchase API). */
export function fulfilHandlers(behaviour: FulfilBehaviour = {}) {
  return [
    http.post(purchasePaths.fulfilSchedule, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const quoteToken = readQuoteToken(body);
      if (behaviour.scheduleWithoutToken || quoteToken === undefined) return HttpResponse.json({});
      const { token, sequence } = issueToken('fulfil');
      fulfilSessionStore.add(token, { quoteToken, sequence, paidWith: paidWithOf(body) });
      return HttpResponse.json({ value: token });
    }),
    http.post(purchasePaths.fulfilPoll, async ({ request }) => {
      const token = readTokenValue(await request.json().catch(() => undefined));
      const session = fulfilSessionStore.get(token);
      if (token === undefined || !session)
        return HttpResponse.json<FulfilPollAnswers>({
          FulfillResponse: 'Failure',
          errors: [{ kind: 'ErrorCode', code: 'ExpiredFulfillToken', message: 'Unknown booking.' }],
        });
      const stage = pollStage(token, behaviour);
      if (stage === 'pending')
        return HttpResponse.json<FulfilPollAnswers>({ FulfillResponse: 'Pending' });
      if (behaviour.errors)
        return HttpResponse.json<FulfilPollAnswers>({
          FulfillResponse: 'Failure',
          errors: [...behaviour.errors],
        });
      const quote = quoteSessionStore.get(session.quoteToken);
      if (quote?.hotel && quote.hotelQuote) {
        const refusal = mainGuestRefusal(quote, quote.hotelQuote);
        if (refusal) return failure(refusal);
        const booking = hotelBookingFor(
          quote.hotelQuote,
          quote.hotel,
          quote,
          session.sequence,
          behaviour.hotelConfirmationResult ?? 'Confirmed',
        );
        fulfilSessionStore.amend(token, {
          bookedAt: mockNow().toISOString(),
          hotelBooking: booking,
        });
        return HttpResponse.json<FulfilPollAnswers>({
          FulfillResponse: 'Success',
          fulfillment: { type: 'Hotel', booking },
        });
      }
      if (quote?.flight) {
        // A flight is ticketed from its priced quote, for the passengers the passengers call took.
        if (!quote.flightQuote)
          return failure({
            kind: 'ProductError',
            code: 'QuoteError',
            message: 'This trip was never priced.',
          });
        if (!quote.flightPassengers)
          return failure({
            kind: 'ProductError',
            code: 'InvalidPassengers',
            message: 'No passengers were added to this booking.',
          });
        const booking = flightBookingFor(
          quote.flightQuote,
          quote.flightPassengers,
          token,
          session.sequence,
          behaviour.flightTicketingStatus ?? 'Ticketed',
        );
        fulfilSessionStore.amend(token, {
          flightBooking: booking,
          bookedAt: mockNow().toISOString(),
        });
        return HttpResponse.json<FulfilPollAnswers>({
          FulfillResponse: 'Success',
          fulfillment: { type: 'Flight', booking },
        });
      }
      // A booking of a quote this backend never gave (a story booking directly) books the
      // default listing, so every confirmation can be reached without a quote.
      const fixture = listingFixtureById(quote?.request.listingId) ?? defaultListingFixture;
      // The booked stay's nights are no longer free for anyone (calendar, search, shop, quote).
      // A booking without a known quote has no stay of its own and takes none.
      const stayDates = quote?.request.stay.stayDates;
      if (stayDates) bookStay(fixture.content.listingId.id, stayDates);
      fulfilSessionStore.amend(token, { bookedAt: mockNow().toISOString() });
      return HttpResponse.json<FulfilPollAnswers>({
        FulfillResponse: 'Success',
        fulfillment: {
          type: 'Homes',
          reservation: reservationFor(
            fixture,
            quote?.request,
            session.sequence,
            behaviour.listingCollection,
          ),
        },
      });
    }),
  ];
}
