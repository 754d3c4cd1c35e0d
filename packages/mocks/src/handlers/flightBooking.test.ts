import {
  addFlightPassengers,
  flightQuoteRequest,
  pollProductFulfil,
  pollProductQuote,
  scheduleFulfil,
  scheduleQuote,
  shopFlights,
} from '@wayfare/api';
import {
  flightAddOnOffersFor,
  flightBookingErrorCodes,
  flightBookingErrorScenarioId,
  flightFulfilmentSchema,
  flightPriceQuoteSchema,
  tripSchema,
  type FlightAddOnId,
  type FlightOption,
  type FlightPassenger,
  type FlightPriceQuote,
  type FlightSearch,
  type FlightShop,
} from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rewardsPriceFor } from '../fixtures/listings/rewardsPrice';
import { knownRewardsAccounts } from '../fixtures/rewardsAccounts';
import { fastPolls, scenarioTestKit } from '../testing/scenarioTestKit';
import { flightBookingFor } from './flightBooking';
import { flightPassengersHandlers } from './flightPassengers';
import { purchasedTrips } from './purchasedTrips';
import { fulfilHandlers } from './fulfil';

const { server, api, play } = scenarioTestKit();

// The stories' frozen clock: the trips are five months away.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const roundTrip: FlightSearch = {
  tripType: 'round_trip',
  legs: [
    { origin: 'YYZ', destination: 'LHR', departureDate: '2026-12-10' },
    { origin: 'LHR', destination: 'YYZ', departureDate: '2026-12-17' },
  ],
  passengers: { adults: 2, children: 1, seatedInfants: 0, lapInfants: 1 },
  cabinClass: 'Economy',
};
const oneWay: FlightSearch = {
  tripType: 'one_way',
  legs: [{ origin: 'YYZ', destination: 'YVR', departureDate: '2026-12-10' }],
  passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
  cabinClass: 'Economy',
};

const email = 'ada.lovelace@example.com';
// Passports for the trips abroad: the airline checks them as the checkout does (products §5).
const adult = (givenName: string): FlightPassenger => ({
  kind: 'Adult',
  travelerId: `traveler-${givenName}`,
  givenName,
  surname: 'Lovelace',
  birthdate: '1985-12-10',
  gender: 'F',
  nationality: 'CA',
  passport: {
    countryOfIssue: 'CA',
    number: `AB${givenName.length}12345`,
    expiration: '2031-01-01',
  },
  specialAssistance: [],
});

/** Each leg's fare, as the shop page chooses them: `pick` takes one of the leg's answer. */
async function chooseFares(
  search: FlightSearch,
  pick: (shop: FlightShop) => string | undefined = (shop) => shop.flights[0]?.fares[0]?.fareId,
) {
  const fareIds: string[] = [];
  for (const _leg of search.legs) {
    const shop = await shopFlights(api, {
      search,
      flightShopType: 'default',
      chosenFareIds: fareIds,
    });
    fareIds.push(pick(shop) ?? '');
    if (fareIds.length === search.legs.length) return { fareIds, lastShop: shop };
  }
  throw new Error('No legs');
}

async function quoteFlight(
  search: FlightSearch,
  fareIds: readonly string[],
  agentFee = 0,
  addOns: readonly FlightAddOnId[] = [],
) {
  const sessionToken = await scheduleQuote(api, {
    emailAddress: email,
    request: flightQuoteRequest({ search, flightShopType: 'default', fareIds, agentFee, addOns }),
  });
  if (sessionToken === undefined) throw new Error('No quote token');
  return pollProductQuote(api, sessionToken, flightPriceQuoteSchema, fastPolls);
}

async function quotedFlight(
  search: FlightSearch,
  addOns: readonly FlightAddOnId[] = [],
): Promise<FlightPriceQuote> {
  const { fareIds } = await chooseFares(search);
  const answer = await quoteFlight(search, fareIds, 0, addOns);
  if (answer.QuoteResponse !== 'Success') throw new Error(answer.QuoteResponse);
  return answer.quote;
}

const passengersOf = (quote: FlightPriceQuote, passengers = [adult('Ada')]) => ({
  orderedProductId: quote.orderedProductId,
  paymentSessionToken: quote.sessionToken.value,
  emailAddress: email,
  phoneNumber: '4165550142',
  passengers,
});

async function book(quote: FlightPriceQuote) {
  const fulfilToken = await scheduleFulfil(api, {
    quoteToken: quote.sessionToken.value,
    payments: [
      { type: 'UserCard', paymentMethodId: 'payment-visa-4417', amount: quote.total.fiat },
    ],
  });
  if (fulfilToken === undefined) throw new Error('No fulfil token');
  return pollProductFulfil(api, fulfilToken, flightFulfilmentSchema, fastPolls);
}

/** A one-way quote with its passenger, booked. */
async function bookOneWay() {
  const quote = await quotedFlight(oneWay);
  await addFlightPassengers(api, passengersOf(quote));
  return { quote, answer: await book(quote) };
}

const cents = (value: number) => Math.round(value * 100);

describe('flight quotes', () => {
  it('prices a round trip as its last leg’s fare showed it, and its pricing adds up', async () => {
    const { fareIds, lastShop } = await chooseFares(roundTrip);
    const fare = lastShop.flights[0]?.fares[0];
    const answer = await quoteFlight(roundTrip, fareIds, 25);
    if (answer.QuoteResponse !== 'Success' || !fare) throw new Error(answer.QuoteResponse);
    const { quote } = answer;
    const { passengers, base, taxes, fee, grandTotal } = quote.pricing;

    expect(quote.legs.map((leg) => leg.fareId)).toEqual(fareIds);
    expect(quote.legs[0]).toMatchObject({ origin: 'YYZ', destination: 'LHR' });
    expect(quote.legs[0]?.departure).toMatch(/^2026-12-10T\d\d:\d\d$/);
    expect(quote.legs[1]).toMatchObject({ origin: 'LHR', destination: 'YYZ' });
    expect(quote.isInternational).toBe(true);
    expect(passengers.map(({ kind, count }) => [kind, count])).toEqual([
      ['Adult', 2],
      ['Child', 1],
      ['LapInfant', 1],
    ]);
    expect(passengers[0]?.each.value).toBe(fare.amount.value);
    const passengersCents = passengers.reduce(
      (sum, { count, each }) => sum + count * cents(each.value),
      0,
    );
    expect(passengersCents).toBe(cents(fare.total.value));
    expect(cents(base.value) + cents(taxes.value)).toBe(cents(fare.total.value));
    expect(fee.value).toBe(25);
    expect(cents(grandTotal.value)).toBe(cents(fare.total.value) + 2500);
    expect(quote.total.fiat).toEqual(grandTotal);
    expect(grandTotal).toMatchObject({ currencyCode: 'USD', currencySymbol: '$' });
    expect(Object.keys(quote.total.rewards ?? {}).length).toBeGreaterThan(0);
  });

  it('says a trip within one country is not international', async () => {
    const { fareIds } = await chooseFares(
      oneWay,
      (shop) => shop.flights.find((flight) => flight.segments.length === 1)?.fares[0]?.fareId,
    );
    const answer = await quoteFlight(oneWay, fareIds);
    expect(answer).toMatchObject({ QuoteResponse: 'Success', quote: { isInternational: false } });
  });

  it('fails with OfferInvalid for a fare the shop does not sell', async () => {
    const answer = await quoteFlight(oneWay, ['2026-12-10-YYZ-XX000-YVR-standard']);
    expect(answer).toMatchObject({
      QuoteResponse: 'Failure',
      errors: [{ kind: 'ProductError', code: 'OfferInvalid' }],
    });
  });
});

const hourMs = 60 * 60 * 1000;
const airlinesOf = (flight: FlightOption) =>
  new Set(flight.segments.map((segment) => segment.marketingAirline.code));
/** A leg's flights by how they fly: non-stop, connecting on one airline, or on two. */
const flightsThat = {
  flyNonStop: (flight: FlightOption) => flight.segments.length === 1,
  connectOnOneAirline: (flight: FlightOption) =>
    flight.segments.length > 1 && airlinesOf(flight).size === 1,
  connectOnTwoAirlines: (flight: FlightOption) =>
    flight.segments.length > 1 && airlinesOf(flight).size > 1,
};

/** A one-way trip on the first flight of its kind, its departure, and the quote request's fares. */
async function chooseOneWay(kind: keyof typeof flightsThat) {
  const { lastShop } = await chooseFares(oneWay, () => undefined);
  const flight = lastShop.flights.find(flightsThat[kind]);
  const fareId = flight?.fares[0]?.fareId;
  const zoned = flight?.segments[0]?.zonedDeparture;
  if (!flight || !fareId || !zoned) throw new Error(`No ${kind} flight`);
  return { flight, fareIds: [fareId], departure: new Date(zoned) };
}

async function quotedOneWay(
  fareIds: readonly string[],
  agentFee = 0,
  addOns: readonly FlightAddOnId[] = [],
) {
  const answer = await quoteFlight(oneWay, fareIds, agentFee, addOns);
  if (answer.QuoteResponse !== 'Success') throw new Error(answer.QuoteResponse);
  return answer.quote;
}

const idsOf = (quote: FlightPriceQuote) => quote.addOnOffers.map(({ addOnId }) => addOnId);

describe('flight add-ons (STATES §25, §26)', () => {
  it('offers every add-on the trip may have a month before it, priced on the fares before the agent fee', async () => {
    vi.setSystemTime(new Date('2026-11-10T14:00:00.000Z'));
    const { fareIds, departure } = await chooseOneWay('flyNonStop');
    const quote = await quotedOneWay(fareIds, 25);
    const { grandTotal } = quote.pricing;
    const fares = { ...grandTotal, value: (cents(grandTotal.value) - 2500) / 100 };

    expect(idsOf(quote)).toEqual(['cfar', 'chfar', 'delay']);
    expect(quote.addOnOffers).toEqual(
      flightAddOnOffersFor({
        now: new Date('2026-11-10T14:00:00.000Z'),
        firstDeparture: departure,
        hasConnection: false,
        isMultiCarrierConnecting: false,
        fares,
        passengerCount: 1,
      }),
    );
    expect(quote.addOnOffers[0]).toMatchObject({
      addOnId: 'cfar',
      premium: { ...fares, value: Math.round(cents(fares.value) * 0.15) / 100 },
      coveragePercentage: 80,
    });
    expect(quote.addOnOffers[2]).toMatchObject({
      addOnId: 'delay',
      premium: { ...fares, value: 24 },
      pricing: { kind: 'fixed', amount: { ...fares, value: 24 } },
    });
    // Offered, not bought: nothing charged.
    expect(quote.pricing.addOns).toEqual([]);
    expect(quote.total.fiat).toEqual(grandTotal);
  });

  it('offers missed-connection protection on a connection on one airline, not on two', async () => {
    const oneAirline = await chooseOneWay('connectOnOneAirline');
    const onOneAirline = await quotedOneWay(oneAirline.fareIds);
    expect(idsOf(onOneAirline)).toEqual(['cfar', 'chfar', 'delay', 'missed-connection']);
    expect(onOneAirline.addOnOffers.at(-1)).toMatchObject({
      pricing: { kind: 'percentage', percentage: 6 },
      coverage: { value: 5000, currencyCode: 'USD' },
    });
    const twoAirlines = await chooseOneWay('connectOnTwoAirlines');
    expect(idsOf(await quotedOneWay(twoAirlines.fareIds))).toEqual(['cfar', 'chfar', 'delay']);
  });

  it('offers only cancel for any reason from 24 to 3 hours before the first departure, then nothing', async () => {
    const { fareIds, departure } = await chooseOneWay('flyNonStop');
    const offeredAt = async (hoursBefore: number) => {
      vi.setSystemTime(new Date(departure.getTime() - hoursBefore * hourMs));
      return idsOf(await quotedOneWay(fareIds));
    };
    expect(await offeredAt(24)).toEqual(['cfar', 'chfar', 'delay']);
    expect(await offeredAt(23.99)).toEqual(['cfar']);
    expect(await offeredAt(10)).toEqual(['cfar']);
    expect(await offeredAt(3)).toEqual(['cfar']);
    expect(await offeredAt(2.99)).toEqual([]);
  });

  it('charges the add-ons asked for that are offered, in the grand total and the total in cash and rewards', async () => {
    const { fareIds, lastShop } = await chooseFares(roundTrip);
    const fare = lastShop.flights[0]?.fares[0];
    if (!fare) throw new Error('No fare');
    const plain = await quoteFlight(roundTrip, fareIds, 25);
    // Missed-connection protection is asked for a non-stop trip: not offered, not charged.
    const answer = await quoteFlight(roundTrip, fareIds, 25, [
      'delay',
      'missed-connection',
      'cfar',
    ]);
    if (answer.QuoteResponse !== 'Success' || plain.QuoteResponse !== 'Success')
      throw new Error(answer.QuoteResponse);
    const { quote } = answer;
    const { addOns, grandTotal } = quote.pricing;

    expect(idsOf(quote)).toEqual(['cfar', 'chfar', 'delay']);
    const premiumOf = (addOnId: FlightAddOnId) =>
      quote.addOnOffers.find((offer) => offer.addOnId === addOnId)?.premium;
    expect(addOns).toEqual([
      { addOnId: 'cfar', amount: premiumOf('cfar') },
      { addOnId: 'delay', amount: premiumOf('delay') },
    ]);
    // Delay protection is $24 for each of the four passengers; cancel for any reason 15% of the fares.
    expect(addOns[1]?.amount.value).toBe(96);
    expect(cents(addOns[0]?.amount.value ?? 0)).toBe(Math.round(cents(fare.total.value) * 0.15));
    const addOnsCents = addOns.reduce((sum, { amount }) => sum + cents(amount.value), 0);
    expect(cents(grandTotal.value)).toBe(cents(fare.total.value) + 2500 + addOnsCents);
    expect(cents(grandTotal.value)).toBe(cents(plain.quote.pricing.grandTotal.value) + addOnsCents);
    // The fares, taxes and fee are those of the trip without add-ons; the offers are the same.
    const { addOns: _none, grandTotal: _plainTotal, ...plainRest } = plain.quote.pricing;
    expect(quote.pricing).toMatchObject(plainRest);
    expect(quote.addOnOffers).toEqual(plain.quote.addOnOffers);
    expect(quote.total).toEqual(rewardsPriceFor(grandTotal, knownRewardsAccounts));
    const rewards = Object.entries(quote.total.rewards ?? {});
    expect(rewards.length).toBeGreaterThan(0);
    for (const [account, amount] of rewards)
      expect(amount.value, account).toBeGreaterThan(
        plain.quote.total.rewards?.[account]?.value ?? 0,
      );
  });

  it('charges nothing for an add-on no longer offered so close to departure', async () => {
    const { fareIds, departure } = await chooseOneWay('flyNonStop');
    vi.setSystemTime(new Date(departure.getTime() - 10 * hourMs));
    const quote = await quotedOneWay(fareIds, 0, ['delay', 'chfar', 'cfar']);
    expect(quote.pricing.addOns.map(({ addOnId }) => addOnId)).toEqual(['cfar']);
    const cfar = quote.pricing.addOns[0]?.amount.value ?? 0;
    expect(cents(quote.total.fiat.value)).toBe(
      cents(quote.pricing.base.value) + cents(quote.pricing.taxes.value) + cents(cfar),
    );
  });

  it('books the add-ons bought: the booking’s pricing and My Trips’ receipt carry the charge', async () => {
    const quote = await quotedFlight(oneWay, ['cfar']);
    const [charge] = quote.pricing.addOns;
    expect(charge?.addOnId).toBe('cfar');
    await addFlightPassengers(api, passengersOf(quote));
    const answer = await book(quote);
    if (answer.FulfillResponse !== 'Success') throw new Error(answer.FulfillResponse);
    const { booking } = answer.fulfillment;
    expect(booking.pricing).toEqual(quote.pricing);
    expect(booking.total).toEqual(quote.total);

    const [trip] = purchasedTrips();
    const { receipt } = tripSchema.parse(trip);
    expect(receipt?.lines).toContainEqual({
      label: 'Cancel for any reason',
      amount: charge?.amount,
    });
    const linesCents = receipt?.lines.reduce((sum, { amount }) => sum + cents(amount.value), 0);
    expect(linesCents).toBe(cents(booking.total.fiat.value));
  });

  it('leaves the offers out of the booking: only the add-ons bought are booked', async () => {
    const quote = await quotedFlight(oneWay, ['delay']);
    const booking = flightBookingFor(quote, passengersOf(quote), 'fulfil-1', 1, 'Ticketed');
    expect(booking).not.toHaveProperty('addOnOffers');
    expect(booking.pricing.addOns).toEqual([
      { addOnId: 'delay', amount: { value: 24, currencyCode: 'USD', currencySymbol: '$' } },
    ]);
  });
});

describe('the flight add-on scenarios (STATES §25, §26)', () => {
  it('flight-cfar/offer offers cancel for any reason and books as the happy path does', async () => {
    play('flight-cfar/offer');
    const { fareIds } = await chooseOneWay('flyNonStop');
    const quote = await quotedOneWay(fareIds, 0, ['cfar']);
    expect(quote.addOnOffers[0]).toMatchObject({ addOnId: 'cfar', coveragePercentage: 80 });
    await addFlightPassengers(api, passengersOf(quote));
    expect(await book(quote)).toMatchObject({
      FulfillResponse: 'Success',
      fulfillment: { booking: { ticketingStatus: 'Ticketed', pricing: quote.pricing } },
    });
  });

  it('disruption/offer-delay offers delay protection only, at a fixed premium', async () => {
    play('disruption/offer-delay');
    const { fareIds } = await chooseOneWay('connectOnOneAirline');
    const quote = await quotedOneWay(fareIds, 0, ['cfar', 'delay']);
    expect(quote).toMatchObject({
      addOnOffers: [{ addOnId: 'delay', pricing: { kind: 'fixed' } }],
    });
    expect(quote.addOnOffers).toHaveLength(1);
    expect(quote.pricing.addOns.map(({ addOnId }) => addOnId)).toEqual(['delay']);
  });

  it('disruption/offer-missed-connection offers it only, on a connection on one airline', async () => {
    play('disruption/offer-missed-connection');
    const connecting = await chooseOneWay('connectOnOneAirline');
    expect(await quotedOneWay(connecting.fareIds)).toMatchObject({
      addOnOffers: [
        {
          addOnId: 'missed-connection',
          pricing: { kind: 'percentage', percentage: 6 },
          coverage: { value: 5000, currencyCode: 'USD' },
        },
      ],
    });
    const nonStop = await chooseOneWay('flyNonStop');
    expect((await quotedOneWay(nonStop.fareIds)).addOnOffers).toEqual([]);
  });
});

describe('flight passengers', () => {
  it('takes the passengers of a quote and answers its ordered product', async () => {
    const quote = await quotedFlight(oneWay);
    await expect(addFlightPassengers(api, passengersOf(quote))).resolves.toEqual({
      orderedProductId: quote.orderedProductId,
    });
  });

  it('answers BookingSessionMissing for another quote’s product or an unknown quote', async () => {
    const quote = await quotedFlight(oneWay);
    const missing = { errors: [{ code: 'BookingSessionMissing' }] };
    await expect(
      addFlightPassengers(api, { ...passengersOf(quote), orderedProductId: 'another' }),
    ).resolves.toEqual(missing);
    await expect(
      addFlightPassengers(api, { ...passengersOf(quote), paymentSessionToken: 'unknown' }),
    ).resolves.toEqual(missing);
  });

  it('refuses what products §5 refuses, as the checkout does: a passport abroad', async () => {
    const quote = await quotedFlight(roundTrip);
    const { passport: _passport, ...withoutPassport } = adult('Ada');
    const passengers: FlightPassenger[] = [
      withoutPassport,
      adult('Byron'),
      { ...adult('Anne'), kind: 'Child', birthdate: '2019-05-01' },
      { ...adult('Ralph'), kind: 'LapInfant', birthdate: '2026-03-01' },
    ];
    await expect(addFlightPassengers(api, passengersOf(quote, passengers))).resolves.toEqual({
      errors: [{ code: 'MissingPassport', passengerIndex: 0 }],
    });
  });

  it('refuses a lap infant a stricter airline counts too old', async () => {
    const quote = await quotedFlight(roundTrip);
    const family = (infantBirthdate: string): FlightPassenger[] => [
      adult('Ada'),
      adult('Byron'),
      { ...adult('Anne'), kind: 'Child', birthdate: '2019-05-01' },
      { ...adult('Ralph'), kind: 'LapInfant', birthdate: infantBirthdate },
    ];
    const tooOld = { errors: [{ code: 'LapInfantTooOld', passengerIndex: 3 }] };
    server.use(...flightPassengersHandlers({ lapInfantMonthsLimit: 21 }));
    // Under 21 months on 2026-12-10: taken; 22 months: the airline's records refuse it.
    await expect(
      addFlightPassengers(api, passengersOf(quote, family('2025-04-01'))),
    ).resolves.toEqual({ orderedProductId: quote.orderedProductId });
    await expect(
      addFlightPassengers(api, passengersOf(quote, family('2025-02-01'))),
    ).resolves.toEqual(tooOld);
  });

  it('answers a scenario’s codes, each with its passenger', async () => {
    const refusal = { code: 'LapInfantTooOld', passengerIndex: 0 };
    server.use(...flightPassengersHandlers({ passengerErrors: [refusal] }));
    const quote = await quotedFlight(oneWay);
    await expect(addFlightPassengers(api, passengersOf(quote))).resolves.toEqual({
      errors: [refusal],
    });
  });
});

describe('flight bookings', () => {
  it('tickets the quoted trip for its passengers, with the airline’s locator', async () => {
    const quote = await quotedFlight(roundTrip);
    const passengers: FlightPassenger[] = [
      adult('Ada'),
      adult('Byron'),
      { ...adult('Anne'), kind: 'Child', birthdate: '2019-05-01' },
      { ...adult('Ralph'), kind: 'LapInfant', birthdate: '2026-03-01' },
    ];
    await addFlightPassengers(api, passengersOf(quote, passengers));
    const answer = await book(quote);
    if (answer.FulfillResponse !== 'Success') throw new Error(answer.FulfillResponse);
    const { booking } = answer.fulfillment;
    expect(answer.fulfillment.type).toBe('Flight');
    expect(booking).toMatchObject({
      ticketingStatus: 'Ticketed',
      legs: quote.legs,
      total: quote.total,
      pricing: quote.pricing,
      emailAddress: email,
      passengers: [
        { kind: 'Adult', givenName: 'Ada', surname: 'Lovelace' },
        { kind: 'Adult', givenName: 'Byron', surname: 'Lovelace' },
        { kind: 'Child', givenName: 'Anne', surname: 'Lovelace' },
        { kind: 'LapInfant', givenName: 'Ralph', surname: 'Lovelace' },
      ],
    });
    expect(booking.locator).toMatch(/^[A-Z0-9]{6}$/);

    // My Trips lists it: the route, its flights and fares, the airline's code, who flies.
    const [trip] = purchasedTrips();
    expect(tripSchema.parse(trip)).toMatchObject({
      id: booking.id.value,
      kind: 'Flight',
      status: 'Confirmed',
      title: 'Toronto - London - Toronto',
      travelers: [
        { name: 'Ada Lovelace', kind: 'Adult' },
        { name: 'Byron Lovelace', kind: 'Adult' },
        { name: 'Anne Lovelace', kind: 'Child' },
        { name: 'Ralph Lovelace', kind: 'Infant on a lap' },
      ],
      total: { value: booking.total.fiat.value },
    });
    expect(trip?.flight?.itinerary.slices).toHaveLength(2);
    expect(trip?.flight?.itinerary.locators?.airline[0]?.locator).toBe(booking.locator);
  });

  it('has no locator while the airline has not ticketed', async () => {
    server.use(...fulfilHandlers({ flightTicketingStatus: 'Pending' }));
    const { answer } = await bookOneWay();
    if (answer.FulfillResponse !== 'Success') throw new Error(answer.FulfillResponse);
    expect(answer.fulfillment.booking.ticketingStatus).toBe('Pending');
    expect(answer.fulfillment.booking.locator).toBeUndefined();
  });

  it.each(['flights/shelves', 'flights/300-results'] as const)(
    'books a fare chosen in the shop of %s, and My Trips lists it',
    async (scenario) => {
      const happyPath = await shopFlights(api, {
        search: oneWay,
        flightShopType: 'default',
        chosenFareIds: [],
      });
      const soldOnTheHappyPath = new Set(
        happyPath.flights.flatMap((flight) => flight.fares.map((fare) => fare.fareId)),
      );
      play(scenario);
      // A fare only this scenario's shop sells: found again in the happy path's, it would be gone.
      const { fareIds } = await chooseFares(
        oneWay,
        (shop) =>
          shop.flights
            .flatMap((flight) => flight.fares)
            .find((fare) => !soldOnTheHappyPath.has(fare.fareId))?.fareId,
      );
      const answer = await quoteFlight(oneWay, fareIds);
      if (answer.QuoteResponse !== 'Success') throw new Error(JSON.stringify(answer));
      expect(answer.quote.legs.map((leg) => leg.fareId)).toEqual(fareIds);
      await addFlightPassengers(api, passengersOf(answer.quote));
      const booked = await book(answer.quote);
      expect(booked.FulfillResponse).toBe('Success');
      expect(purchasedTrips()[0]?.flight?.itinerary.slices).toHaveLength(1);
    },
  );

  it('fails with InvalidPassengers when no passengers were added', async () => {
    const answer = await book(await quotedFlight(oneWay));
    expect(answer).toMatchObject({
      FulfillResponse: 'Failure',
      errors: [{ code: 'InvalidPassengers' }],
    });
  });
});

describe('the flight booking scenarios (STATES §28)', () => {
  it.each(flightBookingErrorCodes)('fails the booking with %s', async (code) => {
    play(flightBookingErrorScenarioId(code));
    const { answer } = await bookOneWay();
    expect(answer).toMatchObject({ FulfillResponse: 'Failure', errors: [{ code }] });
  });

  it('outcome-succeeded tickets the trip; outcome-failed declines the card', async () => {
    play('flight-book/outcome-succeeded');
    expect((await bookOneWay()).answer).toMatchObject({
      FulfillResponse: 'Success',
      fulfillment: { booking: { ticketingStatus: 'Ticketed' } },
    });
    play('flight-book/outcome-failed');
    expect((await bookOneWay()).answer).toMatchObject({
      FulfillResponse: 'Failure',
      errors: [{ kind: 'PaymentError', code: 'CardDeclined' }],
    });
  });

  it('outcome-pending answers Pending until the client gives up', async () => {
    play('flight-book/outcome-pending');
    const failure = await bookOneWay().catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'poll-timeout' });
  });
});
