import {
  apiBasePath,
  hasHotelAmenities,
  hotelAvailabilityRequestSchema,
  nightsBetween,
  parseIsoDate,
  starRatingStars,
  type HotelAvailabilityPage,
  type HotelLodgingSelection,
  type HotelResultsFilters,
  type HotelSearchResult,
  type HotelSortOrder,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { hotelCities } from '../fixtures/hotels/hotelCities';
import { hotelFixtures, type HotelFixture } from '../fixtures/hotels/hotelFixtures';
import { hotelSearchResultFor } from '../fixtures/hotels/hotelStayPricing';
import { lodgingAutocompleteHandlers } from './lodgingAutocomplete';

const availabilityPath = `*${apiBasePath}/hotels/availability`;

type Centre = NonNullable<HotelAvailabilityPage['centre']>;

/** What a search found: the hotels it is about, and the point they are measured from. */
interface Found {
  readonly hotels: readonly HotelFixture[];
  readonly centre?: Centre;
}

const normalised = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The hotels a place term names: a hotel by its name (its city's hotels, measured from it), a
 * neighbourhood ("SoHo", "SoHo, New York"), or a city ("Chicago", "Chicago, IL"); nothing for a
 * place the fake backend has no hotels in.
 */
function hotelsOfPlace(placeTerm: string, hotels: readonly HotelFixture[]): Found {
  const term = normalised(placeTerm);
  const first = normalised(placeTerm.split(',')[0] ?? '');
  const inCity = (cityId: string) => hotels.filter((hotel) => hotel.cityId === cityId);
  const named = hotels.find((hotel) => normalised(hotel.lodging.name) === term);
  if (named)
    return {
      hotels: inCity(named.cityId),
      centre: {
        name: named.lodging.name,
        lat: named.lodging.location.lat,
        lon: named.lodging.location.lon,
      },
    };
  for (const city of hotelCities) {
    const cityName = `${city.name}, ${city.region}`;
    const neighbourhood = city.neighbourhoods.find((place) => normalised(place.name) === first);
    if (neighbourhood)
      return {
        hotels: inCity(city.id),
        centre: {
          name: `${neighbourhood.name}, ${cityName}`,
          lat: neighbourhood.lat,
          lon: neighbourhood.lon,
        },
      };
    const centre = city.neighbourhoods[0];
    if (centre && normalised(city.name) === first)
      return {
        hotels: inCity(city.id),
        centre: { name: cityName, lat: centre.lat, lon: centre.lon },
      };
  }
  return { hotels: [] };
}

function selected(selection: HotelLodgingSelection, hotels: readonly HotelFixture[]): Found {
  if (selection.searchType === 'Location') return hotelsOfPlace(selection.placeTerm, hotels);
  return { hotels: hotels.filter((hotel) => selection.lodgingIds.includes(hotel.lodging.id)) };
}

/** Whether the guests fit the rooms: the hotel's largest room holds a room's share of them. */
const fitsGuests = (hotel: HotelFixture, guests: number, roomsCount: number) =>
  Math.max(...hotel.rooms.map((room) => room.maxGuests)) >= Math.ceil(guests / roomsCount);

/**
 * Whether a hotel passes the list's filters: one of the star ratings, every amenity, a rate with
 * one of the meal plans (any rate, not only the cheapest the card shows), a night at or under
 * the cap, and the collection.
 */
function passes(
  hotel: HotelFixture,
  result: HotelSearchResult,
  filters: HotelResultsFilters | undefined,
): boolean {
  if (!filters) return true;
  const { starRatings, amenities, mealPlans, maxNightlyPrice, lodgingCollection } = filters;
  const rates = hotel.rooms.flatMap((room) => room.rates);
  return (
    (starRatings.length === 0 || starRatings.includes(hotel.lodging.starRating)) &&
    hasHotelAmenities(hotel.lodging.amenities, amenities) &&
    (mealPlans.length === 0 || rates.some((rate) => mealPlans.includes(rate.mealPlan))) &&
    (maxNightlyPrice === undefined || result.price.nightly.fiat.value <= maxNightlyPrice) &&
    (lodgingCollection === undefined || hotel.lodgingCollection === lodgingCollection)
  );
}

/** Squared degrees are enough to order by distance within one city. */
const distanceFrom = (centre: Centre | undefined, result: HotelSearchResult) => {
  const location = result.lodging.location;
  if (!centre || !location) return 0;
  return (location.lat - centre.lat) ** 2 + (location.lon - centre.lon) ** 2;
};

const userRating = (result: HotelSearchResult) =>
  result.lodging.tripAdvisorReviews?.overallScore ?? 0;

/**
 * "Most recommended" is ours: the premium collections first, then by what guests say weighed by
 * the class, as a travel shop would promote its best-reviewed stays.
 */
const recommendation = (result: HotelSearchResult) =>
  (result.lodgingCollection === 'NoCollection' ? 0 : 10) +
  userRating(result) +
  starRatingStars(result.lodging.starRating) / 2;

function sorted(
  results: readonly HotelSearchResult[],
  order: HotelSortOrder,
  centre: Centre | undefined,
): HotelSearchResult[] {
  const byName = (a: HotelSearchResult, b: HotelSearchResult) =>
    a.lodging.name.localeCompare(b.lodging.name);
  const compare: Record<HotelSortOrder, (a: HotelSearchResult, b: HotelSearchResult) => number> = {
    MostRecommended: (a, b) => recommendation(b) - recommendation(a),
    Price: (a, b) => a.price.nightly.fiat.value - b.price.nightly.fiat.value,
    StarRating: (a, b) =>
      starRatingStars(b.lodging.starRating) - starRatingStars(a.lodging.starRating),
    UserRating: (a, b) => userRating(b) - userRating(a),
    DistanceAscending: (a, b) => distanceFrom(centre, a) - distanceFrom(centre, b),
  };
  // Ties keep one order on every run: by name.
  return [...results].sort((a, b) => compare[order](a, b) || byName(a, b));
}

/**
 * `POST hotels/availability`: the hotels of a place (or given hotels) that fit the guests and pass
 * the filters, priced for the stay's nights, in the order asked, a page at a time, with the point the search is
 * around. A body it cannot read, or a stay that ends before it starts, is a 400. `hotels`
 * replaces the catalogue (a scenario's way to answer with none, or with chosen ones); the
 * destination field's suggestions (`autocomplete/lodging`) come from the same hotels.
 */
export function hotelsHandlers(hotels: readonly HotelFixture[] = hotelFixtures) {
  return [
    ...lodgingAutocompleteHandlers(hotels),
    http.post(availabilityPath, async ({ request }) => {
      const parsed = hotelAvailabilityRequestSchema.safeParse(
        await request.json().catch(() => undefined),
      );
      const from = parseIsoDate(parsed.data?.stayDetails.dateRange.from);
      const until = parseIsoDate(parsed.data?.stayDetails.dateRange.until);
      const nights = from && until ? nightsBetween(from, until) : 0;
      if (!parsed.success || nights < 1)
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const search = parsed.data;
      const guests = search.guestDetails.adults + search.guestDetails.children.length;
      const found = selected(search.lodgingSelection, hotels);
      const results = sorted(
        found.hotels
          .filter((hotel) => fitsGuests(hotel, guests, search.roomsCount))
          .map((hotel) => ({
            hotel,
            result: hotelSearchResultFor(hotel, nights, { mealPlans: search.filters?.mealPlans }),
          }))
          .filter(({ hotel, result }) => passes(hotel, result, search.filters))
          .map(({ result }) => result),
        search.sortOrder,
        found.centre,
      );
      const { offset, size } = search.page;
      const next = offset + size;
      const page: HotelAvailabilityPage = {
        lodgings: results.slice(offset, next),
        totalCount: results.length,
        ...(next < results.length && { nextPageOffset: next }),
        ...(found.centre && { centre: found.centre }),
      };
      return HttpResponse.json({ value: page });
    }),
  ];
}
