import { formatFiat } from '../money/formatFiat';
import type { ListingCollection } from '../vacationRentals/listing';
import { complimentaryNightPromotion } from './complimentaryNightPromotion';
import type { HotelAmenityFilter } from './hotelResultsFilters';
import type { HotelSearchResult, LodgingPromotion } from './hotelSearchResult';
import { hotelLoyaltyProgram } from '../people/hotelLoyaltyPrograms';
import type { MealPlan } from './mealPlans';
import { starRatingStars, type StarRating } from './starRatings';

/** The meal plans as a rate names them (spec: products §3 meal plans; the words are ours). */
export const mealPlanLabels: Record<MealPlan, string> = {
  AllInclusive: 'All inclusive',
  Breakfast: 'Breakfast included',
  BreakfastFor1: 'Breakfast for 1',
  BreakfastFor2: 'Breakfast for 2',
  Dinner: 'Dinner included',
  FullBoard: 'Full board',
  HalfBoard: 'Half board',
  Lunch: 'Lunch included',
  RoomOnly: 'Room only',
};

/** The amenity filters' labels (ours). */
export const hotelAmenityFilterLabels: Record<HotelAmenityFilter, string> = {
  FreeWifi: 'Free Wi-Fi',
  FreeBreakfast: 'Free breakfast',
  FreeParking: 'Free parking',
  Pool: 'Pool',
  FitnessCenter: 'Fitness center',
  Spa: 'Spa',
  PetFriendly: 'Pet friendly',
  WheelchairAccessible: 'Wheelchair accessible',
};

/** spec: products §1 "a premier collection and a lifestyle collection". */
export const lodgingCollectionLabels: Record<ListingCollection, string> = {
  Premier: 'Premier Collection',
  Lifestyle: 'Lifestyle Collection',
};

/** "4-star hotel"; nothing for a hotel without a rating. */
export function starRatingText(rating: StarRating): string | undefined {
  const stars = starRatingStars(rating);
  return stars > 0 ? `${stars}-star hotel` : undefined;
}

/** A promotion by its percentage when it has one, else by its amount ("Save 15%", "Save $40.00"). */
export function lodgingPromotionText(promotion: LodgingPromotion): string | undefined {
  if (promotion.discountPercentage !== undefined) return `Save ${promotion.discountPercentage}%`;
  if (promotion.discountAmount !== undefined) return `Save ${formatFiat(promotion.discountAmount)}`;
  return undefined;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * The nth-night promotion of a hotel card (products §3 "nthNightPromotion (isLocked)"): earned by
 * this stay, or locked until the stay has that many nights.
 */
export function nthNightPromotionText(promotion: {
  readonly isLocked: boolean;
  readonly nth?: number;
}): string {
  const night = promotion.nth ?? complimentaryNightPromotion.night;
  return promotion.isLocked
    ? `Stay ${night} nights to get the ${ordinal(night)} night free`
    : `${ordinal(night)} night free on this stay`;
}

/** The hotel card's badges (ours). */
export const hotelListTexts = {
  corporateRates: 'Corporate rates',
  bestOffer: 'Best offer',
  tripAdvisor: 'Tripadvisor',
} as const;

/** What a hotel offers beside its price, as the card and the hotel page list it. */
export type HotelOffers = Pick<
  HotelSearchResult,
  'bestPromotionThisLodging' | 'bestOfferThisLodging' | 'nthNightPromotion' | 'loyaltyProgramCode'
> & { readonly hasCorporateRates?: boolean };

/**
 * The offers of a hotel (spec: products §3 search result; STATES §20 hotels/list/offers): its
 * promotion, the best wallet offer, the nth-night promotion earned or locked, corporate rates, and
 * the loyalty programme whose points the stay earns.
 */
export function hotelOfferTexts(offers: HotelOffers): string[] {
  const promotion = offers.bestPromotionThisLodging
    ? lodgingPromotionText(offers.bestPromotionThisLodging)
    : undefined;
  const loyalty = offers.loyaltyProgramCode
    ? hotelLoyaltyProgram(offers.loyaltyProgramCode)
    : undefined;
  return [
    promotion,
    offers.bestOfferThisLodging &&
      `${hotelListTexts.bestOffer}: ${offers.bestOfferThisLodging.title}`,
    offers.nthNightPromotion && nthNightPromotionText(offers.nthNightPromotion),
    offers.hasCorporateRates ? hotelListTexts.corporateRates : undefined,
    loyalty && `Earn ${loyalty.name}`,
  ].filter((offer) => typeof offer === 'string');
}
