import {
  getCalendarAvailability,
  pollFulfil,
  scheduleFulfil,
  searchHomes,
  shopListing,
  type HomesSearchQuery,
} from '@wayfare/api';
import {
  addDays,
  calendarWindow,
  violatedStayRestriction,
  type CalendarDay,
  type IsoDate,
  type Stay,
  type StayDates,
  type StayRestriction,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { calendarDays } from '../fixtures/calendar/calendarDays';
import { busyBookedNights, hostBookedNights } from '../fixtures/calendar/hostBookedNights';
import { listingForStay, type ListingFixture } from '../fixtures/listings/listingFixture';
import { searchableListings } from '../fixtures/listings/searchableListings';
import { fastPolls, lakesideStay, scenarioTestKit } from '../testing/scenarioTestKit';
import { homesForStay } from './homesForStay';

const { server, api, play, successfulQuote, quoteStay } = scenarioTestKit();

/** The frozen today of tests and stories; the calendar window is today to one year ahead. */
const today = '2026-07-01';
const window = calendarWindow(today);
const yearOfStarts = Array.from({ length: 366 }, (_, offset) => addDays(today, offset));
const idOf = (fixture: ListingFixture) => fixture.content.listingId.id;
/** The error of the quote/failure scenario, which the quote of a booked night gives too. */
const blockedDatesError = {
  kind: 'ProductError',
  code: 'BlockedDates',
  message: 'The dates you have selected are not available.',
};

/** The stay of `nights` nights from `from`, when it ends inside the window the picker offers. */
function stayFrom(from: IsoDate, nights: number): StayDates | undefined {
  const until = addDays(from, nights);
  return until <= window.until ? { from, until } : undefined;
}

const calendarRestrictions: readonly StayRestriction[] = [
  'CheckInNotAllowed',
  'BlockedDates',
  'CheckOutNotAllowed',
];

/** What the listing page decides from the listing's terms and calendar (listingPageState). */
function listingPageRestriction(
  fixture: ListingFixture,
  stayDates: StayDates,
  calendar: readonly CalendarDay[],
) {
  const { terms } = fixture.content;
  return violatedStayRestriction(
    { stayDates, guests: 2, pets: 0, today },
    {
      petFriendly: terms.petFriendly,
      ...(terms.maxOccupancy === undefined ? {} : { maxOccupancy: terms.maxOccupancy }),
      calendar,
    },
  );
}

/** Whether the calendar lets the stay be picked: every night free, the last day a check-out. */
function calendarTakes(calendar: readonly CalendarDay[], stayDates: StayDates): boolean {
  const dayOf = (date: IsoDate) => calendar.find((day) => day.date === date);
  for (let night = stayDates.from; night < stayDates.until; night = addDays(night, 1)) {
    if (dayOf(night)?.isAvailable !== true) return false;
  }
  return dayOf(stayDates.until)?.isAvailableForCheckout === true;
}

describe('one calendar per listing, over a year of stays (the pure answers)', () => {
  const booked: BookedNights = hostBookedNights;
  const calendars = new Map(
    searchableListings.map((fixture) => [
      idOf(fixture),
      calendarDays(idOf(fixture), window, booked),
    ]),
  );
  const calendarOf = (fixture: ListingFixture) => calendars.get(idOf(fixture)) ?? [];

  it.each([1, 3, 7])(
    'stays of %i nights: search lists exactly the homes shop takes, and the calendar and listing page take them too',
    (nights) => {
      const disagreements: string[] = [];
      const emptySearches: IsoDate[] = [];
      let listed = 0;
      let blocked = 0;
      for (const [offset, from] of yearOfStarts.entries()) {
        const stayDates = stayFrom(from, nights);
        if (!stayDates) continue;
        const stay = { nights, guests: 2, pets: 0, stayDates };
        const found = new Set(
          homesForStay(searchableListings, stay, booked).map((home) => home.listingId.id),
        );
        listed += found.size;
        if (found.size === 0) emptySearches.push(from);
        for (const fixture of searchableListings) {
          const { availability } = listingForStay(fixture, stay, booked);
          const reason =
            availability.AvailabilityResult === 'Available'
              ? undefined
              : availability.reasons[0]?.reason;
          // The stay's own days: what the listing page's rule reads of the whole calendar.
          const stayDays = calendarOf(fixture).slice(offset, offset + nights + 1);
          const onPage = listingPageRestriction(fixture, stayDates, stayDays);
          const isListed = found.has(idOf(fixture));
          const say = (what: string) =>
            disagreements.push(`${idOf(fixture)} ${from}+${nights}: ${what}`);
          if (isListed !== (availability.AvailabilityResult === 'Available'))
            say(`search ${isListed ? 'lists' : 'leaves out'} a home shop answers ${reason}`);
          if (isListed && onPage !== undefined) say(`listed, but the listing page says ${onPage}`);
          if (isListed && !calendarTakes(stayDays, stayDates))
            say('listed, but the calendar has a night booked');
          // Where the terms let the stay through, the calendar alone decides, alike on both sides.
          if (reason === undefined || reason === 'BlockedDates') {
            const pageBlocks = onPage !== undefined && calendarRestrictions.includes(onPage);
            if ((reason === 'BlockedDates') !== pageBlocks)
              say(`shop answers ${reason ?? 'Available'}, the listing page ${onPage ?? 'none'}`);
          }
          if (reason === 'BlockedDates') blocked += 1;
        }
      }
      expect(disagreements).toEqual([]);
      // Not vacuous: homes are found on most days, and booked nights turn some stays down.
      expect(listed).toBeGreaterThan(366 * 3);
      expect(blocked).toBeGreaterThan(100);
      if (nights <= 3) expect(emptySearches).toEqual([]);
    },
  );
});

describe('one calendar per listing, through the handlers', () => {
  const searchQuery = (stayDates: StayDates): HomesSearchQuery => ({
    locationName: 'Anywhere',
    stayDates,
    adults: 2,
    childAges: [],
    pets: 0,
    sortOrder: 'Recommended',
  });
  const shopQuery = (listingId: string, stayDates: StayDates): Stay => ({
    listingId,
    stayDates,
    adults: 2,
    childAges: [],
    pets: 0,
  });

  /** Every page of a search, as the results page would load them. */
  async function searchAll(stayDates: StayDates) {
    const first = await searchHomes(api, searchQuery(stayDates));
    const homes = [...first.listings];
    let next = first.nextPageOffset;
    while (next !== undefined) {
      const page = await searchHomes(api, searchQuery(stayDates), next);
      homes.push(...page.listings);
      next = page.nextPageOffset;
    }
    return homes;
  }

  it('a home homes/search lists is available in homes/shop and in its calendar (a stay a month, over a year)', async () => {
    const calendars = new Map<string, CalendarDay[]>();
    const calendarOf = async (listingId: string) => {
      const known = calendars.get(listingId);
      if (known) return known;
      const days = await getCalendarAvailability(api, listingId, window);
      calendars.set(listingId, days);
      return days;
    };
    const turnedDown: string[] = [];
    let checked = 0;
    for (const from of yearOfStarts.filter((_, offset) => offset % 30 === 3)) {
      for (const nights of [2, 5]) {
        const stayDates = stayFrom(from, nights);
        if (!stayDates) continue;
        for (const home of await searchAll(stayDates)) {
          const listingId = home.listingId.id;
          const shop = await shopListing(api, shopQuery(listingId, stayDates));
          if (
            shop.status !== 'listing' ||
            shop.listing.availability.AvailabilityResult !== 'Available'
          )
            turnedDown.push(`${listingId} ${from}+${nights}: homes/shop turns it down`);
          if (!calendarTakes(await calendarOf(listingId), stayDates))
            turnedDown.push(`${listingId} ${from}+${nights}: the calendar has a night booked`);
          checked += 1;
        }
      }
    }
    expect(turnedDown).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('homes/shop answers BlockedDates for a stay with a booked night, and search leaves the home out', async () => {
    const listingId = 'listing-lakeside-cabin';
    const days = await getCalendarAvailability(api, listingId, window);
    const bookedNight = days.find((day) => day.date > '2026-07-15' && !day.isAvailable);
    if (!bookedNight) throw new Error('no booked night in the happy path');
    const stayDates = { from: addDays(bookedNight.date, -1), until: addDays(bookedNight.date, 2) };
    const shop = await shopListing(api, shopQuery(listingId, stayDates));
    expect(shop).toMatchObject({
      listing: { availability: { reasons: [{ reason: 'BlockedDates' }] } },
    });
    const found = await searchAll(stayDates);
    expect(found.map((home) => home.listingId.id)).not.toContain(listingId);
    expect(found.length).toBeGreaterThan(0);
    expect(await quoteStay({ ...lakesideStay, stayDates })).toEqual({
      QuoteResponse: 'Failure',
      errors: [blockedDatesError],
    });
  });

  it('a booking made in the session takes its nights: calendar, search, shop and a second quote see them', async () => {
    const { listingId, stayDates } = lakesideStay;
    const quote = await successfulQuote();
    const fulfilToken = await scheduleFulfil(api, {
      quoteToken: quote.sessionToken.value,
      payments: [
        {
          type: 'UserCard',
          paymentMethodId: 'payment-visa-4417',
          amount: quote.rate.detailedPrice.sellPrice,
        },
      ],
      agentFee: 0,
      isRecommended: false,
    });
    if (fulfilToken === undefined) throw new Error('No fulfilment token');
    expect(await pollFulfil(api, fulfilToken, fastPolls)).toMatchObject({
      FulfillResponse: 'Success',
    });

    const days = await getCalendarAvailability(api, listingId, window);
    const day = (date: IsoDate) => days.find((each) => each.date === date);
    const nights = [stayDates.from, addDays(stayDates.from, 1), addDays(stayDates.from, 2)];
    expect(nights.map((night) => day(night)?.isAvailable)).toEqual([false, false, false]);
    expect(day(stayDates.until)).toMatchObject({
      isAvailable: true,
      isAvailableForCheckout: false,
    });
    expect((await searchAll(stayDates)).map((home) => home.listingId.id)).not.toContain(listingId);
    // Any stay with one of its nights, not only the same one.
    const overlapping = { from: addDays(stayDates.until, -1), until: addDays(stayDates.until, 2) };
    expect(await shopListing(api, shopQuery(listingId, overlapping))).toMatchObject({
      listing: { availability: { reasons: [{ reason: 'BlockedDates' }] } },
    });
    expect(await quoteStay()).toEqual({
      QuoteResponse: 'Failure',
      errors: [blockedDatesError],
    });

    // A new session (the next test) starts from the hosts' calendars again.
    server.resetHandlers();
    expect((await successfulQuote()).type).toBe('Homes');
  });

  it('a calendar scenario changes the nights in every area: calendar/blocked-dates', async () => {
    const listingId = 'listing-lakeside-cabin';
    // A stay the busy calendar books and the happy path's leaves free.
    const from = yearOfStarts.find(
      (date) =>
        busyBookedNights(listingId, addDays(date, 1)) &&
        ![0, 1, 2].some((night) => hostBookedNights(listingId, addDays(date, night))),
    );
    if (!from) throw new Error('no stay the two calendars disagree on');
    const stayDates = { from, until: addDays(from, 3) };
    const available = await shopListing(api, shopQuery(listingId, stayDates));
    expect(available).toMatchObject({
      listing: { availability: { AvailabilityResult: 'Available' } },
    });

    play('calendar/blocked-dates');
    const days = await getCalendarAvailability(api, listingId, window);
    expect(calendarTakes(days, stayDates)).toBe(false);
    expect(await shopListing(api, shopQuery(listingId, stayDates))).toMatchObject({
      listing: { availability: { reasons: [{ reason: 'BlockedDates' }] } },
    });
    expect((await searchAll(stayDates)).map((home) => home.listingId.id)).not.toContain(listingId);
    expect(await quoteStay({ ...lakesideStay, stayDates })).toMatchObject({
      QuoteResponse: 'Failure',
      errors: [{ code: 'BlockedDates' }],
    });
  });
});
