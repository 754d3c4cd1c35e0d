import { formatFiat } from '../money/formatFiat';
import { hotelPriceFreezeDurationDays } from '../protections/priceFreezeDuration';
import type { HotelPriceFreezeOffer } from '../protections/priceFreezeOffer';
import type { BedType } from './bedTypes';
import type { CancellationTypeLabel } from './cancellationPolicy';
import type { HotelAmenity } from './hotelAmenities';
import { mealPlanLabels } from './hotelListTexts';
import type { MealPlan } from './mealPlans';
import type { PaymentTiming } from './paymentTimings';

/**
 * The cancellation label a rate is shown under (spec: products §3 cancellation-type labels; STATES
 * §20 hotels/rate/*). The words are ours.
 */
export const cancellationTypeLabelTexts: Record<CancellationTypeLabel, string> = {
  Cfar: 'Cancel for any reason',
  NonRefundable: 'Non-refundable',
  Refundable: 'Partially refundable',
  FullyRefundable: 'Free cancellation',
};

/** spec: products §3 payment timing PayNow, PayLater (STATES §20 hotels/rate/pay-now, pay-later). */
export const paymentTimingTexts: Record<PaymentTiming, string> = {
  PayNow: 'Pay now',
  PayLater: 'Pay at the hotel',
};

/** spec: products §3 bed types; the words are ours. */
export const bedTypeLabels: Record<BedType, string> = {
  Murphy: 'Murphy bed',
  Single: 'Single bed',
  RunOfTheHouse: 'Bed type assigned at check-in',
  Double: 'Double bed',
  King: 'King bed',
  Dorm: 'Dorm bed',
  Twin: 'Twin bed',
  Water: 'Water bed',
  Queen: 'Queen bed',
  Sofa: 'Sofa bed',
  Full: 'Full bed',
  Tatami: 'Tatami mat',
  Futon: 'Futon',
};

/** "2 Queen beds", "1 King bed": the beds of a room, counted by kind, in the order they come. */
export function bedTypesText(beds: readonly BedType[]): string {
  const counts = new Map<BedType, number>();
  for (const bed of beds) counts.set(bed, (counts.get(bed) ?? 0) + 1);
  return [...counts]
    .map(([bed, count]) =>
      count === 1 ? `1 ${bedTypeLabels[bed]}` : `${count} ${bedTypeLabels[bed]}s`,
    )
    .join(', ');
}

/** The hotel amenities as the hotel page lists them (products §3 names the list, not its words). */
export const hotelAmenityLabels: Record<HotelAmenity, string> = {
  FreeWifi: 'Free Wi-Fi',
  Wifi: 'Wi-Fi',
  FreeParking: 'Free parking',
  Parking: 'Parking',
  ValetParking: 'Valet parking',
  EvCharging: 'EV charging',
  Pool: 'Pool',
  IndoorPool: 'Indoor pool',
  OutdoorPool: 'Outdoor pool',
  HotTub: 'Hot tub',
  PetFriendly: 'Pet friendly',
  WheelchairAccessible: 'Wheelchair accessible',
  AccessibleBathroom: 'Accessible bathroom',
  FreeBreakfast: 'Free breakfast',
  Breakfast: 'Breakfast available',
  Restaurant: 'Restaurant',
  Bar: 'Bar',
  RoomService: 'Room service',
  Spa: 'Spa',
  FitnessCenter: 'Fitness center',
  FrontDesk24Hour: '24-hour front desk',
  Concierge: 'Concierge',
  AirConditioning: 'Air conditioning',
  Kitchen: 'Kitchen',
  Laundry: 'Laundry',
  AirportShuttle: 'Airport shuttle',
  BusinessCenter: 'Business center',
  MeetingRooms: 'Meeting rooms',
  Childcare: 'Childcare',
  BeachAccess: 'Beach access',
  NonSmoking: 'Non-smoking',
  Elevator: 'Elevator',
};

/**
 * A room's price-freeze offer (spec: products §3 priceFreezeOffer; §5 the duration shown is
 * durationHours ÷ 24 days): "Freeze this price for 3 days for $45.00".
 */
export function hotelPriceFreezeOfferText(offer: HotelPriceFreezeOffer): string {
  const days = hotelPriceFreezeDurationDays(offer.durationHours);
  return `Freeze this price for ${days} day${days === 1 ? '' : 's'} for ${formatFiat(offer.deposit.fiat)}`;
}

/** "Sleeps 2". */
export const sleepsText = (guests: number) => `Sleeps ${guests}`;

/** What a booked or chosen room is, as the checkout and the confirmation say it. */
export interface HotelRoomTerms {
  readonly roomName?: string | undefined;
  readonly bedTypes: readonly BedType[];
  readonly mealPlan?: MealPlan | undefined;
  readonly cancellationLabel: CancellationTypeLabel;
}

/**
 * A room's lines: its name (which already says its beds, "Grand Room, 1 King Bed"), or its beds
 * for a nameless one; then its meal plan and cancellation label.
 */
export function hotelRoomLines(room: HotelRoomTerms): string[] {
  return [
    room.roomName ?? (room.bedTypes.length > 0 ? bedTypesText(room.bedTypes) : undefined),
    [
      room.mealPlan && mealPlanLabels[room.mealPlan],
      cancellationTypeLabelTexts[room.cancellationLabel],
    ]
      .filter(Boolean)
      .join(' · '),
  ].filter((line): line is string => Boolean(line));
}
