import { z } from 'zod/mini';
import { hotelAvailabilityRequestSchema } from './hotelAvailability';
import { refundableRoomModels } from './refundableRoomOffering';
import { refundableRoomQuoteSchema } from './refundableRoomQuote';
import { roomInfoProductSchema } from './roomInfoProduct';
import {
  hotelSearchResultSchema,
  lodgingOfferSchema,
  lodgingPromotionSchema,
} from './hotelSearchResult';

/**
 * The body of `POST hotels/shop` (ours: the spec names the "hotel details" and "room select"
 * screens, products §2, and no call): the hotel, and the stay and guests its rooms are priced for.
 */
export const hotelShopRequestSchema = z.object({
  lodgingId: z.string().check(z.minLength(1)),
  stayDetails: hotelAvailabilityRequestSchema.shape.stayDetails,
  guestDetails: hotelAvailabilityRequestSchema.shape.guestDetails,
  roomsCount: hotelAvailabilityRequestSchema.shape.roomsCount,
});
export type HotelShopRequest = z.infer<typeof hotelShopRequestSchema>;

/**
 * A hotel's page and its rooms for a stay (products §3 room info products and refundable-room
 * quotes, §4 the refundable-room offering): the hotel as the list showed it, what it says of
 * itself, its rooms with their rates, the cancel-for-any-reason quotes for those rates, and which
 * refundable-room model applies (an experiment decides it, the backend tells).
 */
export const hotelShopResponseSchema = z.object({
  value: z.object({
    lodging: hotelSearchResultSchema.shape.lodging,
    lodgingCollection: hotelSearchResultSchema.shape.lodgingCollection,
    /** A paragraph on the hotel (ours). */
    description: z.optional(z.string()),
    /** Local check-in and check-out times, "15:00" (ours). */
    checkInTime: z.optional(z.string()),
    checkOutTime: z.optional(z.string()),
    loyaltyProgramCode: z.optional(z.string()),
    hasCorporateRates: z._default(z.boolean(), false),
    bestPromotionThisLodging: z.optional(lodgingPromotionSchema),
    bestOfferThisLodging: z.optional(lodgingOfferSchema),
    rooms: z.array(roomInfoProductSchema),
    refundableRoomQuotes: z._default(z.array(refundableRoomQuoteSchema), []),
    refundableRoomModel: z._default(z.enum(refundableRoomModels), 'V1'),
  }),
});
export type HotelShop = z.infer<typeof hotelShopResponseSchema>['value'];
