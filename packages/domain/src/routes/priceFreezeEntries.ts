import { parseQueryEnum } from './queryValues';

/** spec: products §2 "Price-freeze entry query key priceFreezeEntry". */
export const priceFreezeEntryQueryKey = 'priceFreezeEntry';

/** spec: products §2 priceFreezeEntry "with modes pf-purchase, pf-exercise, default". */
export const priceFreezeEntries = ['pf-purchase', 'pf-exercise', 'default'] as const;
export type PriceFreezeEntry = (typeof priceFreezeEntries)[number];

/** spec: products §2; the mode named default stands for a missing or unknown one. */
export function parsePriceFreezeEntry(value: string | null | undefined): PriceFreezeEntry {
  return parseQueryEnum(priceFreezeEntries, value) ?? 'default';
}
