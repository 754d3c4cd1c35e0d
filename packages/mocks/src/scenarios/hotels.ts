import { apiBasePath, mealPlans } from '@wayfare/domain';
import { hotelFixtures, type HotelFixture } from '../fixtures/hotels/hotelFixtures';
import { hotelsHandlers } from '../handlers/hotels';
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
} satisfies Record<`hotels/${string}`, Scenario>;
