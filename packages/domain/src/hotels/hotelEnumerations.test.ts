import { describe, expect, it } from 'vitest';
import { bedTypes } from './bedTypes';
import { cancellationTypeLabels, hotelCancellationPolicies } from './cancellationPolicy';
import { hotelAmenities } from './hotelAmenities';
import { hotelConfirmationResults } from './hotelConfirmationResults';
import { hotelRateSources } from './hotelRateSources';
import { hotelSortOrders } from './hotelSortOrders';
import { hotelSuppliers } from './hotelSuppliers';
import { isPremiumCollection, lodgingCollections } from './lodgingCollections';
import { imageCategories, lodgingMediaTypes } from './lodgingMedia';
import { lodgingSearchTypes } from './lodgingSearchTypes';
import { mealPlans } from './mealPlans';
import { paymentTimings } from './paymentTimings';
import { refundableRoomModels } from './refundableRoomOffering';
import { cancellationPolicyScenarios, roomProductVariantTypes } from './roomProductVariant';
import { roomAreaTypes } from './roomAreaTypes';
import { starRatings } from './starRatings';
import { stayTypes } from './stayTypes';

// spec: products §3 "Hotels", the "Enumerations" paragraph, written out from the spec text.
describe('hotel enumerations', () => {
  it('hold the values of products §3', () => {
    expect(hotelCancellationPolicies).toEqual([
      'FullyRefundable',
      'NonRefundable',
      'PartiallyRefundable',
      'Unknown',
    ]);
    expect(paymentTimings).toEqual(['PayNow', 'PayLater']);
    expect(mealPlans).toEqual([
      'AllInclusive',
      'Breakfast',
      'BreakfastFor1',
      'BreakfastFor2',
      'Dinner',
      'FullBoard',
      'HalfBoard',
      'Lunch',
      'RoomOnly',
    ]);
    expect(starRatings).toEqual(['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five']);
    expect(bedTypes).toEqual([
      'Murphy',
      'Single',
      'RunOfTheHouse',
      'Double',
      'King',
      'Dorm',
      'Twin',
      'Water',
      'Queen',
      'Sofa',
      'Full',
      'Tatami',
      'Futon',
    ]);
    expect(roomAreaTypes).toEqual(['Bedroom', 'CommonArea', 'LivingRoom', 'Loft']);
    expect(lodgingMediaTypes).toEqual(['NonResizableImage', 'ResizableImage', 'Video']);
    expect(imageCategories).toEqual([
      'Dining',
      'Exterior',
      'PointOfInterest',
      'Pool',
      'View',
      'Fitness',
      'Lobby',
      'Interior',
      'Uncategorized',
      'GuestRoom',
      'Spa',
      'Amenity',
      'Bar',
      'Primary',
      'SportsFacility',
    ]);
    expect(lodgingSearchTypes).toEqual(['Location', 'LodgingIds', 'Market', 'Place']);
    expect(hotelSortOrders).toEqual([
      'DistanceAscending',
      'MostRecommended',
      'Price',
      'StarRating',
      'UserRating',
    ]);
    expect(stayTypes).toEqual(['hotel', 'vacation_rental', 'all_stays']);
    expect(hotelConfirmationResults).toEqual(['Confirmed', 'Pending', 'Unavailable']);
    expect(cancellationTypeLabels).toEqual([
      'Cfar',
      'NonRefundable',
      'Refundable',
      'FullyRefundable',
    ]);
    expect(lodgingCollections).toEqual(['Premier', 'Lifestyle', 'NoCollection']);
  });

  // spec: products §3 "Room variants Default and RefundableRoom"; the other lists are ours.
  it('hold the room variants, and our model and scenario names', () => {
    expect(roomProductVariantTypes).toEqual(['Default', 'RefundableRoom']);
    expect(refundableRoomModels).toEqual(['Legacy', 'V1']);
    expect(cancellationPolicyScenarios).toEqual(['RefundablePremium', 'NonRefundablePremium']);
  });

  // spec: products §3 "Hotel suppliers include Agoda, Dhisco, Expedia, Getaroom, Hotelbeds,
  // Priceline, W2m and others"; the amenity and rate-source values are not shown.
  it('name every supplier of the spec first, and keep our lists free of duplicates', () => {
    expect(hotelSuppliers.slice(0, 7)).toEqual([
      'Agoda',
      'Dhisco',
      'Expedia',
      'Getaroom',
      'Hotelbeds',
      'Priceline',
      'W2m',
    ]);
    for (const list of [hotelSuppliers, hotelAmenities, hotelRateSources]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(hotelAmenities).toEqual(
      expect.arrayContaining(['Wifi', 'Parking', 'Pool', 'PetFriendly', 'Breakfast', 'Spa']),
    );
    expect(hotelAmenities).toEqual(
      expect.arrayContaining(['WheelchairAccessible', 'FitnessCenter', 'FrontDesk24Hour']),
    );
  });
});

// spec: products §1 "hotels (including a premier collection and a lifestyle collection)"
describe('isPremiumCollection', () => {
  it.each([
    ['Premier', true],
    ['Lifestyle', true],
    ['NoCollection', false],
  ] as const)('%s: %s', (collection, expected) => {
    expect(isPremiumCollection(collection)).toBe(expected);
  });
});
