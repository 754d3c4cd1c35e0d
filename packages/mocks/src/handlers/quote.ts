import {
  flightQuoteRequestSchema,
  hotelQuoteRequestSchema,
  type FlightPriceQuote,
  type HotelPriceQuote,
  type PurchaseError,
  type QuotePollAnswer,
  type QuotePollResponse,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { hostBookedNights } from '../fixtures/calendar/hostBookedNights';
import { listingForStay } from '../fixtures/listings/listingFixture';
import { flightPriceQuoteFor, type FlightQuoteBehaviour } from './flightPriceQuote';
import { withSessionBookings } from './listingCalendarState';
import { listingFixtureById } from './listingById';
import { hotelPriceQuoteFor } from './hotelPriceQuote';
import { pollStage, type PollBehaviour } from './pollStage';
import { priceQuoteFor, type QuotePricing } from './priceQuote';
import { productErrorOf } from './productError';
import { purchasePaths } from './purchasePaths';
import { issueToken, quoteSessionStore, type QuoteSession } from './purchaseState';
import { readQuoteRequest, readTokenValue } from './quoteRequest';
import { isRecord } from './stayRequest';

/** How the quote calls answer: the poll's stages, the price, a flight's add-ons, or a forced failure. */
export interface QuoteBehaviour extends PollBehaviour, QuotePricing, FlightQuoteBehaviour {
  /** Settle as a Failure with these errors, whatever was asked. */
  readonly errors?: readonly PurchaseError[];
  /** `quote/schedule` answers without a token (spec: platform §5 "Session token is not present."). */
  readonly scheduleWithoutToken?: boolean;
  /** The hosts' booked nights the quote checks the stay against; the happy path's by default. */
  readonly booked?: BookedNights;
}

/**
 * spec: platform §4 Quote: a Failure whose errors name why the listing cannot host the stay, from
 * the same answer as homes/shop (a night booked since the listing page was shown included).
 */
function settle(
  token: string,
  session: QuoteSession,
  behaviour: QuoteBehaviour,
): QuotePollResponse {
  if (behaviour.errors) return { QuoteResponse: 'Failure', errors: [...behaviour.errors] };
  const fixture = listingFixtureById(session.request.listingId);
  if (!fixture)
    return {
      QuoteResponse: 'Failure',
      errors: [{ kind: 'ProductError', code: 'NoAvailability', message: 'Listing not found.' }],
    };
  const { availability } = listingForStay(
    fixture,
    session.request.stay,
    withSessionBookings(behaviour.booked ?? hostBookedNights),
  );
  if (availability.AvailabilityResult === 'Unavailable') {
    const reasons = availability.reasons.length
      ? availability.reasons
      : [{ reason: 'Unavailable' }];
    return {
      QuoteResponse: 'Failure',
      errors: reasons.map(({ reason }) => productErrorOf(reason)),
    };
  }
  return {
    QuoteResponse: 'Success',
    quote: priceQuoteFor(
      availability.rate,
      session.request.agentFee,
      { sessionToken: token, orderedProductId: session.orderedProductId },
      behaviour,
    ),
  };
}

/** A hotel's quote, or the scenario's forced failure (products §7 "hotel price quote"). */
function settleHotel(
  token: string,
  session: QuoteSession & { readonly hotel: NonNullable<QuoteSession['hotel']> },
  behaviour: QuoteBehaviour,
): QuotePollAnswer<HotelPriceQuote> {
  if (behaviour.errors) return { QuoteResponse: 'Failure', errors: [...behaviour.errors] };
  return hotelPriceQuoteFor(
    session.hotel,
    { sessionToken: token, orderedProductId: session.orderedProductId },
    behaviour,
  );
}

/** A flight's quote, or the scenario's forced failure (products §7 "flight price quote"). */
function settleFlight(
  token: string,
  session: QuoteSession & { readonly flight: NonNullable<QuoteSession['flight']> },
  behaviour: QuoteBehaviour,
): QuotePollAnswer<FlightPriceQuote> {
  if (behaviour.errors) return { QuoteResponse: 'Failure', errors: [...behaviour.errors] };
  // The fares are found again in the shop the quote was scheduled under, which its session keeps
  // (My Trips lists a booked flight from the same session).
  const { flightShop: _scheduledUnder, ...pricing } = behaviour;
  return flightPriceQuoteFor(
    session.flight,
    { sessionToken: token, orderedProductId: session.orderedProductId },
    { ...pricing, ...(session.flightShop && { flightShop: session.flightShop }) },
  );
}

/** The hotel request of a `quote/schedule` body, when it is one. */
function hotelRequestOf(body: unknown) {
  const parsed = hotelQuoteRequestSchema.safeParse(isRecord(body) ? body.request : undefined);
  return parsed.success ? parsed.data.value : undefined;
}

/** The flight request of a `quote/schedule` body, when it is one. */
function flightRequestOf(body: unknown) {
  const parsed = flightQuoteRequestSchema.safeParse(isRecord(body) ? body.request : undefined);
  return parsed.success ? parsed.data.value : undefined;
}

/**
 * `quote/schedule`, `quote/poll` and `quote/discard` (spec: platform §4 Quote, §7 Purchase API),
 * for vacation rentals, hotels and flights alike: the request's type says which.
 */
export function quoteHandlers(behaviour: QuoteBehaviour = {}) {
  return [
    http.post(purchasePaths.quoteSchedule, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (behaviour.scheduleWithoutToken) return HttpResponse.json({});
      const { token } = issueToken('quote');
      const orderedProductId = issueToken('ordered-product').token;
      const hotel = hotelRequestOf(body);
      const flight = flightRequestOf(body);
      quoteSessionStore.add(token, {
        request: readQuoteRequest(body),
        orderedProductId,
        ...(hotel && { hotel }),
        ...(flight && { flight }),
        ...(flight && behaviour.flightShop && { flightShop: behaviour.flightShop }),
      });
      return HttpResponse.json({ value: token });
    }),
    http.post(purchasePaths.quotePoll, async ({ request }) => {
      const token = readTokenValue(await request.json().catch(() => undefined));
      const session = quoteSessionStore.get(token);
      if (token === undefined || !session)
        return HttpResponse.json<QuotePollResponse>({
          QuoteResponse: 'Failure',
          errors: [{ kind: 'ErrorCode', code: 'ExpiredQuoteToken', message: 'Unknown quote.' }],
        });
      const stage = pollStage(token, behaviour);
      if (stage === 'pending')
        return HttpResponse.json<QuotePollResponse>({ QuoteResponse: 'Pending' });
      const { hotel } = session;
      if (hotel) {
        const hotelAnswer = settleHotel(token, { ...session, hotel }, behaviour);
        if (hotelAnswer.QuoteResponse === 'Success')
          quoteSessionStore.amend(token, { hotelQuote: hotelAnswer.quote });
        return HttpResponse.json(hotelAnswer);
      }
      const { flight } = session;
      if (flight) {
        const flightAnswer = settleFlight(token, { ...session, flight }, behaviour);
        if (flightAnswer.QuoteResponse === 'Success')
          quoteSessionStore.amend(token, { flightQuote: flightAnswer.quote });
        return HttpResponse.json(flightAnswer);
      }
      const answer = settle(token, session, behaviour);
      if (answer.QuoteResponse === 'Success') {
        const { sellPrice, groupedItems } = answer.quote.rate.detailedPrice;
        quoteSessionStore.amend(token, { priced: { sellPrice, groupedItems } });
      }
      return HttpResponse.json(answer);
    }),
    http.post(purchasePaths.quoteDiscard, async ({ request }) => {
      quoteSessionStore.discard(readTokenValue(await request.json().catch(() => undefined)));
      return HttpResponse.json({});
    }),
  ];
}
