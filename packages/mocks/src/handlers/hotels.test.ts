import { searchHotels, suggestLodgingDestinations, type HotelSearchQuery } from '@wayfare/api';
import { starRatingStars, type HotelAvailabilityPage } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { hotelFixtures } from '../fixtures/hotels/hotelFixtures';
import { scenarioTestKit } from '../testing/scenarioTestKit';

const { api } = scenarioTestKit();

const chicago: HotelSearchQuery = {
  lodgingSelection: { searchType: 'Location', placeTerm: 'Chicago, IL' },
  stayDates: { from: '2026-08-01', until: '2026-08-04' },
  adults: 2,
  childAges: [],
  roomsCount: 1,
  sortOrder: 'MostRecommended',
};

const names = (page: HotelAvailabilityPage) => page.lodgings.map((result) => result.lodging.name);
const nightly = (page: HotelAvailabilityPage) =>
  page.lodgings.map((result) => result.price.nightly.fiat.value);
const isDescending = (values: readonly number[]) =>
  values.every((value, index) => index === 0 || (values[index - 1] ?? value) >= value);

describe('POST hotels/availability', () => {
  it("answers a city's hotels, premium stays first, around the city's centre", async () => {
    const page = await searchHotels(api, chicago);
    expect(page.totalCount).toBe(9);
    expect(page.nextPageOffset).toBeUndefined();
    expect(page.centre).toEqual({ name: 'Chicago, IL', lat: 41.8789, lon: -87.6244 });
    expect(names(page).slice(0, 2).sort()).toEqual(['Riverwalk Loft Hotel', 'The Lakefront Grand']);
    for (const result of page.lodgings) expect(result.lodging.location?.city).toBe('Chicago');
  });

  it('sorts by price, by class and by what guests say', async () => {
    const byPrice = await searchHotels(api, { ...chicago, sortOrder: 'Price' });
    expect(isDescending([...nightly(byPrice)].reverse())).toBe(true);
    const byClass = await searchHotels(api, { ...chicago, sortOrder: 'StarRating' });
    const stars = byClass.lodgings.map((result) => starRatingStars(result.lodging.starRating));
    expect(isDescending(stars)).toBe(true);
    const byGuests = await searchHotels(api, { ...chicago, sortOrder: 'UserRating' });
    const scores = byGuests.lodgings.map(
      (result) => result.lodging.tripAdvisorReviews?.overallScore ?? 0,
    );
    expect(isDescending(scores)).toBe(true);
  });

  it('filters by class, amenities, meal plans, a price cap and the collection, and counts what passes', async () => {
    const none = { starRatings: [], amenities: [], mealPlans: [] };
    const search = (filters: HotelSearchQuery['filters']) =>
      searchHotels(api, { ...chicago, filters });
    const fourAndFive = await search({ ...none, starRatings: ['Four', 'Five'] });
    expect(fourAndFive.totalCount).toBeGreaterThan(0);
    expect(fourAndFive.totalCount).toBeLessThan(9);
    for (const result of fourAndFive.lodgings)
      expect(['Four', 'Five']).toContain(result.lodging.starRating);
    const pools = await search({ ...none, amenities: ['Pool'] });
    for (const result of pools.lodgings)
      expect(result.lodging.amenities.some((amenity) => amenity.endsWith('Pool'))).toBe(true);
    const capped = await search({ ...none, maxNightlyPrice: 250 });
    expect(capped.totalCount).toBeGreaterThan(0);
    for (const value of nightly(capped)) expect(value).toBeLessThanOrEqual(250);
    const premier = await search({ ...none, lodgingCollection: 'Premier' });
    expect(premier.lodgings.map((result) => result.lodgingCollection)).toEqual(['Premier']);
    // Breakfast is sold somewhere in Chicago, all-inclusive only at the seaside.
    expect((await search({ ...none, mealPlans: ['Breakfast'] })).totalCount).toBeGreaterThan(0);
    expect((await search({ ...none, mealPlans: ['AllInclusive'] })).totalCount).toBe(0);
  });

  it('measures distance from a neighbourhood, or from a hotel named in the search', async () => {
    const soho = await searchHotels(api, {
      ...chicago,
      lodgingSelection: { searchType: 'Location', placeTerm: 'SoHo, New York' },
      sortOrder: 'DistanceAscending',
    });
    expect(soho.centre?.name).toBe('SoHo, New York, NY');
    expect(
      soho.lodgings.slice(0, 3).map((result) => result.lodging.location?.neighbourhood),
    ).toEqual(['SoHo', 'SoHo', 'SoHo']);
    const copley = await searchHotels(api, {
      ...chicago,
      lodgingSelection: { searchType: 'Location', placeTerm: 'the copley regent' },
      sortOrder: 'DistanceAscending',
    });
    expect(copley.centre?.name).toBe('The Copley Regent');
    expect(names(copley)[0]).toBe('The Copley Regent');
    expect(copley.totalCount).toBe(9);
  });

  it('answers given hotels by id, and nothing for a place it has no hotels in', async () => {
    const given = await searchHotels(api, {
      ...chicago,
      lodgingSelection: {
        searchType: 'LodgingIds',
        lodgingIds: ['hotel-the-copley-regent', 'hotel-the-lanai-house'],
      },
    });
    expect(names(given).sort()).toEqual(['The Copley Regent', 'The Lanai House']);
    expect(given.centre).toBeUndefined();
    const nowhere = await searchHotels(api, {
      ...chicago,
      lodgingSelection: { searchType: 'Location', placeTerm: 'Atlantis' },
    });
    expect(nowhere).toEqual({ lodgings: [], totalCount: 0 });
  });

  it('leaves out the hotels with no room for a room’s share of the guests', async () => {
    const five = { ...chicago, adults: 5 };
    const oneRoom = await searchHotels(api, five);
    expect(oneRoom.lodgings.map((result) => result.lodging.starRating)).toEqual(['Five', 'Five']);
    const twoRooms = await searchHotels(api, { ...five, roomsCount: 2 });
    expect(twoRooms.totalCount).toBeGreaterThan(oneRoom.totalCount);
  });

  it('prices the stay for its nights, and pages ten at a time', async () => {
    const threeNights = await searchHotels(api, chicago);
    const sixNights = await searchHotels(api, {
      ...chicago,
      stayDates: { from: '2026-08-01', until: '2026-08-07' },
    });
    const totalOf = (page: HotelAvailabilityPage, name: string) =>
      page.lodgings.find((result) => result.lodging.name === name)?.price.total?.fiat.value ?? 0;
    expect(totalOf(sixNights, 'State Street Inn')).toBeCloseTo(
      totalOf(threeNights, 'State Street Inn') * 2,
      1,
    );
    const twelve = {
      ...chicago,
      lodgingSelection: {
        searchType: 'LodgingIds' as const,
        lodgingIds: hotelFixtures.slice(0, 12).map((hotel) => hotel.lodging.id),
      },
    };
    const first = await searchHotels(api, twelve);
    expect([first.lodgings.length, first.totalCount, first.nextPageOffset]).toEqual([10, 12, 10]);
    const second = await searchHotels(api, twelve, 10);
    expect([second.lodgings.length, second.nextPageOffset]).toEqual([2, undefined]);
    expect(new Set([...names(first), ...names(second)]).size).toBe(12);
  });

  it('answers 400 to a search for no hotels, or a stay that ends before it starts', async () => {
    const noIds = {
      ...chicago,
      lodgingSelection: { searchType: 'LodgingIds' as const, lodgingIds: [] },
    };
    await expect(searchHotels(api, noIds)).rejects.toMatchObject({ kind: 'http', status: 400 });
    const backwards = { ...chicago, stayDates: { from: '2026-08-04', until: '2026-08-01' } };
    await expect(searchHotels(api, backwards)).rejects.toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('POST autocomplete/lodging', () => {
  const labels = async (query: string) =>
    (await suggestLodgingDestinations(api, query)).map((suggestion) => suggestion.label);

  it('suggests cities, then neighbourhoods, then hotels whose name or a word of it starts with the letters', async () => {
    expect(await labels('boston')).toEqual([
      'Boston, MA',
      'Back Bay, Boston, MA',
      'Seaport, Boston, MA',
      'Beacon Hill, Boston, MA',
    ]);
    expect(await labels('newb')).toEqual(['Newbury Street Hotel']);
    expect(await labels('SOHO')).toEqual(['SoHo, New York, NY']);
    expect(await labels('fishermans')).toEqual(['Fisherman’s Wharf, San Francisco, CA']);
  });

  it('says how many hotels a place has and where a hotel stands, and gives the search each starts', async () => {
    const [city] = await suggestLodgingDestinations(api, 'chicago');
    expect(city).toEqual({
      kind: 'City',
      label: 'Chicago, IL',
      detail: '9 hotels',
      lodgingSelection: { searchType: 'Location', placeTerm: 'Chicago, IL' },
    });
    const [hotel] = await suggestLodgingDestinations(api, 'lakefront');
    if (!hotel) throw new Error('no suggestion for lakefront');
    expect(hotel).toEqual({
      kind: 'Lodging',
      label: 'The Lakefront Grand',
      detail: 'The Loop, Chicago',
      lodgingSelection: { searchType: 'Location', placeTerm: 'The Lakefront Grand' },
      lodgingId: 'hotel-the-lakefront-grand',
    });
    // Each suggestion's search finds hotels.
    const page = await searchHotels(api, { ...chicago, lodgingSelection: hotel.lodgingSelection });
    expect(page.lodgings[0]?.lodging.name).toBe('The Lakefront Grand');
  });

  it('waits for two letters, and shows at most eight', async () => {
    expect(await labels('c')).toEqual([]);
    expect((await labels('th')).length).toBe(8);
  });
});
