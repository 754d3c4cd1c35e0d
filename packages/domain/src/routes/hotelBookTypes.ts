import { parseQueryEnum } from './queryValues';

/** spec: products §2 "Hotel book-type query key hotelBookType". */
export const hotelBookTypeQueryKey = 'hotelBookType';

/** spec: products §2 hotelBookType "with values Miles and Cash". */
export const hotelBookTypes = ['Miles', 'Cash'] as const;
export type HotelBookType = (typeof hotelBookTypes)[number];

/** The spec names no default book type, so an unknown one is dropped. */
export function parseHotelBookType(value: string | null | undefined): HotelBookType | undefined {
  return parseQueryEnum(hotelBookTypes, value);
}
