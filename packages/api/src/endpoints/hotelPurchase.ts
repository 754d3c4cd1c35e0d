import { apiBasePath, type HotelBookType, type HotelQuoteRequest } from '@wayfare/domain';
import { hotelShopRequestBody, type HotelShopQuery } from './hotelShop';
import { addMainGuestAt } from './purchase';

/** What a hotel quote is asked for: the hotel page's stay, the rate chosen and the agent fee. */
export interface HotelQuoteInput extends HotelShopQuery {
  readonly roomId: string;
  readonly rateId: string;
  /** A refundable room's cancel-for-any-reason quote (products §4). */
  readonly refundableRoomQuoteId?: string;
  readonly hotelBookType?: HotelBookType;
  readonly agentFee: number;
}

/** The `request` of a hotel's `quote/schedule` ("hotel price quote", products §7; payload ours). */
export function hotelQuoteRequest(input: HotelQuoteInput): HotelQuoteRequest {
  return {
    type: 'Hotel',
    value: {
      ...hotelShopRequestBody(input),
      roomId: input.roomId,
      rateId: input.rateId,
      ...(input.refundableRoomQuoteId
        ? { refundableRoomQuoteId: input.refundableRoomQuoteId }
        : {}),
      ...(input.hotelBookType ? { hotelBookType: input.hotelBookType } : {}),
      agentFee: input.agentFee,
    },
  };
}

/** `POST hotels/mainGuest` (ours): the hotel booking's main guest, as vacation rentals' addMainGuest takes it. */
export const hotelMainGuestPath = `${apiBasePath}/hotels/mainGuest`;

/** Adds the main guest to the quoted hotel stay; answers the ordered product's id. */
export const addHotelMainGuest = addMainGuestAt(hotelMainGuestPath);
