import {
  addMainGuestResponseSchema,
  apiBasePath,
  fulfilPollResponseSchemaOf,
  homesFulfilmentSchema,
  priceQuoteSchema,
  quotePollResponseSchemaOf,
  scheduleResponseSchema,
  type FulfilPollAnswer,
  type FulfilPollResponse,
  type PaymentRequest,
  type PersonToSend,
  type QuotePollAnswer,
  type QuotePollResponse,
  type Stay,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient, ResponseSchema } from '../createApiClient';
import { poll } from '../poll';

/**
 * The purchase API's paths. The spec names the calls (quote discard, schedule and poll; fulfill
 * schedule and poll) but not where they live (platform §7 "Paths of the purchase API ... not
 * shown"): these are ours.
 */
export const purchasePaths = {
  quoteSchedule: `${apiBasePath}/purchase/quote/schedule`,
  quotePoll: `${apiBasePath}/purchase/quote/poll`,
  quoteDiscard: `${apiBasePath}/purchase/quote/discard`,
  fulfilSchedule: `${apiBasePath}/purchase/fulfill/schedule`,
  fulfilPoll: `${apiBasePath}/purchase/fulfill/poll`,
  addMainGuest: '/api/v1/homes/addMainGuest',
} as const;

/** What a vacation-rental quote is asked for: the stay, and the agent portal's fee (0 elsewhere, spec: platform §1, §9). */
export interface HomesQuoteInput extends Stay {
  readonly agentFee: number;
}

/** The `request` of a quote schedule (spec: platform §7 "request {type, value} ... history, agentFee, pollQuoteOnly"). */
export function homesQuoteRequest(input: HomesQuoteInput) {
  return {
    type: 'Homes' as const,
    value: {
      listingId: input.listingId,
      stayDetails: { dateRange: { from: input.stayDates.from, until: input.stayDates.until } },
      guestDetails: {
        adults: input.adults,
        children: [...input.childAges],
        infants: 0,
        petsIncluded: input.pets > 0,
      },
      agentFee: input.agentFee,
      pollQuoteOnly: false,
      history: [] as string[],
    },
  };
}
export type HomesQuoteRequest = ReturnType<typeof homesQuoteRequest>;

/** The `request` of a quote schedule for any product: its purchase type and what it is asked for. */
export interface PurchaseQuoteRequest {
  readonly type: string;
  readonly value: unknown;
}

/** The body of `quote/schedule` (spec: platform §7 "emailAddress, request {type, value}"). */
export interface QuoteScheduleBody {
  readonly emailAddress: string;
  readonly request: PurchaseQuoteRequest;
}

const emptyAnswerSchema = z.unknown();

/** The options of a poll: its cancel signal and, for tests, a shorter delay list. */
export interface PurchasePollOptions {
  readonly signal?: AbortSignal;
  readonly delaysMs?: readonly number[];
}

/** `quote/discard`: ends a quote session the traveller no longer needs. */
export async function discardQuote(
  client: ApiClient,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: purchasePaths.quoteDiscard,
    body: { value: sessionToken },
    schema: emptyAnswerSchema,
    signal,
  });
}

/** `quote/schedule`: the quote session's token, or undefined when the answer carries none. */
export async function scheduleQuote(
  client: ApiClient,
  body: QuoteScheduleBody,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const { value } = await client.request({
    method: 'POST',
    path: purchasePaths.quoteSchedule,
    body,
    schema: scheduleResponseSchema,
    signal,
  });
  return value;
}

/**
 * `quote/poll`, once a second until the answer is no longer Pending (spec: platform §4 Quote),
 * reading the product's quote with its schema.
 */
export function pollProductQuote<Quote>(
  client: ApiClient,
  sessionToken: string,
  quoteSchema: ResponseSchema<Quote>,
  options: PurchasePollOptions = {},
): Promise<QuotePollAnswer<Quote>> {
  const schema = quotePollResponseSchemaOf(quoteSchema);
  return poll({
    name: 'The price quote',
    attempt: (signal) =>
      client.request({
        method: 'POST',
        path: purchasePaths.quotePoll,
        body: { value: sessionToken },
        schema,
        signal,
        logFailure: false,
      }),
    isSettled: (answer) => answer.QuoteResponse !== 'Pending',
    ...options,
  });
}

/** A vacation rental's `quote/poll`. */
export function pollQuote(
  client: ApiClient,
  sessionToken: string,
  options: PurchasePollOptions = {},
): Promise<QuotePollResponse> {
  return pollProductQuote(client, sessionToken, priceQuoteSchema, options);
}

/** The body of `POST /api/v1/homes/addMainGuest` (spec: platform §7). */
export interface AddMainGuestBody {
  readonly emailAddress: string;
  readonly mainGuest: PersonToSend & { readonly phoneNumber: string };
  readonly orderedProductId: string;
  readonly paymentSessionToken: string;
}

/** A product's main-guest call at its path: adds the main guest to the quote, answers the ordered product's id. */
export function addMainGuestAt(path: string) {
  return async (
    client: ApiClient,
    body: AddMainGuestBody,
    signal?: AbortSignal,
  ): Promise<string> => {
    const { orderedProductId } = await client.request({
      method: 'POST',
      path,
      body,
      schema: addMainGuestResponseSchema,
      signal,
    });
    return orderedProductId;
  };
}

/** Adds the main guest to the quoted stay (`POST /api/v1/homes/addMainGuest`, spec: platform §7). */
export const addMainGuest = addMainGuestAt(purchasePaths.addMainGuest);

/**
 * What a booking is scheduled with (spec: platform §4 Fulfil), and what its product adds (a
 * vacation rental's "book carries agentFee and isRecommended", platform §7).
 */
export interface FulfilRequest {
  readonly quoteToken: string;
  readonly payments: readonly PaymentRequest[];
  readonly corporateOutOfPolicyReason?: string;
  readonly [productField: string]: unknown;
}

/** `fulfill/schedule`: the fulfilment's token, or undefined when the answer carries none. */
export async function scheduleFulfil(
  client: ApiClient,
  request: FulfilRequest,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const { quoteToken, corporateOutOfPolicyReason, ...rest } = request;
  const { value } = await client.request({
    method: 'POST',
    path: purchasePaths.fulfilSchedule,
    body: {
      quoteToken: { value: quoteToken },
      ancillaries: [],
      ...rest,
      ...(corporateOutOfPolicyReason === undefined ? {} : { corporateOutOfPolicyReason }),
    },
    schema: scheduleResponseSchema,
    signal,
  });
  return value;
}

/**
 * `fulfill/poll`, once a second until the answer is no longer Pending (spec: platform §4 Fulfil),
 * reading the product's fulfilment with its schema.
 */
export function pollProductFulfil<Fulfilment>(
  client: ApiClient,
  fulfilToken: string,
  fulfilmentSchema: ResponseSchema<Fulfilment>,
  options: PurchasePollOptions = {},
): Promise<FulfilPollAnswer<Fulfilment>> {
  const schema = fulfilPollResponseSchemaOf(fulfilmentSchema);
  return poll({
    name: 'The booking',
    attempt: (signal) =>
      client.request({
        method: 'POST',
        path: purchasePaths.fulfilPoll,
        body: { value: fulfilToken },
        schema,
        signal,
        logFailure: false,
      }),
    isSettled: (answer) => answer.FulfillResponse !== 'Pending',
    ...options,
  });
}

/** A vacation rental's `fulfill/poll`. */
export function pollFulfil(
  client: ApiClient,
  fulfilToken: string,
  options: PurchasePollOptions = {},
): Promise<FulfilPollResponse> {
  return pollProductFulfil(client, fulfilToken, homesFulfilmentSchema, options);
}
