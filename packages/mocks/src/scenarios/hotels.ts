import { apiBasePath, mealPlans } from '@wayfare/domain';
import {
  hotelFixtures,
  type HotelFixture,
  type HotelRateFixture,
} from '../fixtures/hotels/hotelFixtures';
import { defaultRefundableRoomQuoting as quoting } from '../fixtures/hotels/refundableRoomQuotes';
import { hotelsHandlers } from '../handlers/hotels';
import { hotelShopHandlers } from '../handlers/hotelShop';
import { purchaseHandlers } from '../handlers/purchase';
import { walletHandlers } from '../handlers/wallet';
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

/** Every rate of every hotel changed alike: one cancellation policy or one payment timing throughout. */
function everyRate(change: Partial<HotelRateFixture>): HotelFixture[] {
  return hotelFixtures.map((hotel) => ({
    ...hotel,
    rooms: hotel.rooms.map((room) => ({
      ...room,
      rates: room.rates.map((rate) => ({ ...rate, ...change })),
    })),
  }));
}

/** A hotel page whose rates all carry one label or timing, without refundable variants beside them. */
const ratesWith = (description: string, change: Partial<HotelRateFixture>): Scenario => ({
  description,
  handlers: { hotelShop: hotelShopHandlers({ hotels: everyRate(change), quoting: null }) },
});

export const hotelsScenarios = {
  'hotels/rate/fully-refundable': ratesWith(
    'Every rate labelled "Free cancellation" (FullyRefundable)',
    {
      cancellationPolicy: 'FullyRefundable',
    },
  ),
  'hotels/rate/non-refundable': ratesWith('Every rate labelled "Non-refundable"', {
    cancellationPolicy: 'NonRefundable',
  }),
  'hotels/rate/partially-refundable': ratesWith(
    'Every rate labelled "Partially refundable" (Refundable)',
    { cancellationPolicy: 'PartiallyRefundable' },
  ),
  'hotels/rate/unknown': ratesWith(
    'Every rate with an Unknown policy, labelled "Non-refundable": no refund is promised',
    { cancellationPolicy: 'Unknown' },
  ),
  'hotels/rate/pay-now': ratesWith('Every rate paid now ("Pay now")', { paymentTiming: 'PayNow' }),
  'hotels/rate/pay-later': ratesWith('Every rate paid at the hotel ("Pay at the hotel")', {
    paymentTiming: 'PayLater',
  }),
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
  'premium-stays/pay-later-no-credits': {
    description:
      'Travel credits cannot be used on pay-at-hotel bookings: a Premier Collection rate paid at the hotel, with $300 of travel credit in the wallet',
    handlers: { hotelShop: hotelShopHandlers(), wallet: walletHandlers() },
  },
  'hotels/confirmation/confirmed': {
    description:
      'Hotel booking confirmed: the hotel’s confirmation number, the stay and what was paid',
    handlers: { purchase: purchaseHandlers({ fulfil: { hotelConfirmationResult: 'Confirmed' } }) },
  },
  'hotels/confirmation/pending': {
    description: 'Hotel booking pending: the hotel has not confirmed yet; an email follows',
    handlers: { purchase: purchaseHandlers({ fulfil: { hotelConfirmationResult: 'Pending' } }) },
  },
  'hotels/confirmation/unavailable': {
    description: 'Hotel booking unavailable: the hotel could not take it; nothing is charged',
    handlers: {
      purchase: purchaseHandlers({ fulfil: { hotelConfirmationResult: 'Unavailable' } }),
    },
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
