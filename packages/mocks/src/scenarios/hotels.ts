import { apiBasePath, mealPlans } from '@wayfare/domain';
import { hotelFixtures, type HotelFixture } from '../fixtures/hotels/hotelFixtures';
import { defaultRefundableRoomQuoting as quoting } from '../fixtures/hotels/refundableRoomQuotes';
import { hotelsHandlers } from '../handlers/hotels';
import { hotelShopHandlers } from '../handlers/hotelShop';
import { errorAnswer, neverAnswers, type Scenario } from './scenario';

const availabilityPath = `*${apiBasePath}/hotels/availability`;

/**
 * Each city's hotels selling one meal plan each, a different one per hotel: a city has nine
 * hotels, and there are nine plans, so one city's list shows every plan once.
 */
function oneMealPlanEach(hotels: readonly HotelFixture[]): HotelFixture[] {
  const seen = new Map<string, number>();
  return hotels.map((hotel) => {
    const index = seen.get(hotel.cityId) ?? 0;
    seen.set(hotel.cityId, index + 1);
    const mealPlan = mealPlans[index % mealPlans.length] ?? 'RoomOnly';
    return {
      ...hotel,
      rooms: hotel.rooms.map((room) => ({
        ...room,
        rates: room.rates.map((rate) => ({ ...rate, mealPlan })),
      })),
    };
  });
}

export const hotelsScenarios = {
  'hotels/list/offers': {
    description:
      'Hotel cards with a promotion by amount or percent, the best offer, a locked nth-night promotion, corporate rates, a loyalty program, the TripAdvisor score and compare prices',
    handlers: { hotels: hotelsHandlers() },
  },
  'hotels/list/meal-plans': {
    description:
      'Hotel cards with every meal plan: AllInclusive, Breakfast, BreakfastFor1, BreakfastFor2, Dinner, FullBoard, HalfBoard, Lunch, RoomOnly',
    handlers: { hotels: hotelsHandlers(oneMealPlanEach(hotelFixtures)) },
  },
  'hotels/list/loading': {
    description: 'Hotel results loading',
    handlers: { hotels: neverAnswers('post', availabilityPath) },
  },
  'hotels/list/empty': {
    description: 'No hotels for this search',
    handlers: { hotels: hotelsHandlers([]) },
  },
  'hotels/list/failed': {
    description: '"Uh oh! We were unable to process your search request."',
    handlers: { hotels: errorAnswer('post', availabilityPath, 500) },
  },
  'premium-stays/premier': {
    description:
      'Shop-details page of a Premier Collection hotel: its banner and benefits, its rooms for the default stay',
    handlers: { hotelShop: hotelShopHandlers() },
  },
  'premium-stays/lifestyle': {
    description:
      'Shop-details page of a Lifestyle Collection hotel: its banner and benefits, its rooms for the default stay',
    handlers: { hotelShop: hotelShopHandlers() },
  },
  'hotels/room-select/default-only': {
    description:
      'Rooms with their default products only: no rate has a cancel-for-any-reason quote',
    handlers: { hotelShop: hotelShopHandlers({ quoting: null }) },
  },
  'hotels/room-select/refundable': {
    description:
      'A refundable variant beside each room’s cheapest rate: the premium added to sell rate, trip total and total, per night rounded up, with its coverage and pricing description',
    handlers: { hotelShop: hotelShopHandlers() },
  },
  'hotels/room-select/v1-not-issuer-refundable': {
    description: 'No refundable variant: the V1 quotes are not refundable by the issuer',
    handlers: {
      hotelShop: hotelShopHandlers({ quoting: { ...quoting, refundableByIssuer: false } }),
    },
  },
  'hotels/room-select/legacy-policy-disallows': {
    description:
      'No refundable variant: the older model, and only fully refundable rates are quoted, which its policy rule disallows',
    handlers: {
      hotelShop: hotelShopHandlers({
        model: 'Legacy',
        quoting: { ...quoting, rates: 'FullyRefundable' },
      }),
    },
  },
  'hotels/room-select/legacy-cheaper-later': {
    description:
      'Variant skipped: the older model, and the next rate costs less than the cheapest rate plus its premium',
    handlers: {
      hotelShop: hotelShopHandlers({ model: 'Legacy', quoting: { ...quoting, premiumShare: 0.6 } }),
    },
  },
  'hotels/room-select/one-per-room': {
    description: 'Every rate is quoted; each room still shows one refundable variant, its first',
    handlers: { hotelShop: hotelShopHandlers({ quoting: { ...quoting, rates: 'every' } }) },
  },
  'hotels/room-select/scenario-flag': {
    description:
      'Rooms flagged for their cancellation-policy scenario: the premium is not refunded and a partially refundable option exists',
    handlers: {
      hotelShop: hotelShopHandlers({ quoting: { ...quoting, refundsPremium: false } }),
    },
  },
  'hotels/room-select/price-freeze-offer': {
    description: 'Every room product offers a price freeze',
    handlers: { hotelShop: hotelShopHandlers({ priceFreezeOffers: true }) },
  },
} satisfies Record<`hotels/${string}` | `premium-stays/${string}`, Scenario>;
