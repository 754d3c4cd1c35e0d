import { parseQueryEnum } from './queryValues';

/** spec: products §2 "Flight shop query key flightShopType". */
export const flightShopTypeQueryKey = 'flightShopType';

/** spec: products §2 flightShopType "with values default, chfar-exercise, dp-exercise, pf-purchase, pf-exercise". */
export const flightShopTypes = [
  'default',
  'chfar-exercise',
  'dp-exercise',
  'pf-purchase',
  'pf-exercise',
] as const;
export type FlightShopType = (typeof flightShopTypes)[number];

/** spec: products §2; the value named default stands for a missing or unknown one. */
export function parseFlightShopType(value: string | null | undefined): FlightShopType {
  return parseQueryEnum(flightShopTypes, value) ?? 'default';
}
