import { formatFiat } from '../money/formatFiat';
import { defaultLocale, type Fiat } from '../money/money';
import type { FeeKind, ListingRate } from './listing';

export interface PriceLine {
  readonly label: string;
  readonly amount: Fiat;
  /** Discounts are shown as amounts taken off. */
  readonly kind: 'rent' | 'fee' | 'tax' | 'discount';
}

const discountLabels = {
  WayfareFunded: 'Wayfare discount',
  HostFunded: 'Host discount',
  JointFunded: 'Wayfare and host discount',
} as const;

/**
 * The lines of a stay's price: rent (nights × nightly), each fee, each tax and each discount
 * (spec: platform §3 rate price: nightly, total, rentTotal, taxes[], fees[], discounts[] funded by
 * Wayfare, the host or jointly). Texts are ours.
 */
export function priceLines(
  price: ListingRate['price'],
  nights: number,
  locale: string = defaultLocale,
): PriceLine[] {
  const nightsText = `${nights} night${nights === 1 ? '' : 's'}`;
  return [
    {
      label: `${formatFiat(price.nightly.fiat, locale)} × ${nightsText}`,
      amount: price.rentTotal.fiat,
      kind: 'rent',
    },
    ...price.fees.map((fee) => ({ label: fee.name, amount: fee.amount, kind: 'fee' as const })),
    ...price.taxes.map((tax) => ({ label: tax.name, amount: tax.amount, kind: 'tax' as const })),
    ...price.discounts.map((discount) => ({
      label: discountLabels[discount.kind],
      amount: { ...discount.amount, value: -discount.amount.value },
      kind: 'discount' as const,
    })),
  ];
}

/** spec: platform §3 displayTaxesAndFeesIncluded (the wording is ours). */
export function taxesAndFeesNote(price: ListingRate['price']): string {
  return price.displayTaxesAndFeesIncluded
    ? 'Prices include taxes and fees.'
    : 'Nightly prices do not include taxes and fees.';
}

/**
 * A fee's name by its kind, for a fee the server sends without one (spec: platform §3 fee kinds:
 * city tax, cleaning, fee, service, hotel, occupancy, pet, property, recovery charges tax, resort,
 * sales tax, tax, traveler service fee; the capitalised names are ours).
 */
export const feeKindNames: Record<FeeKind, string> = {
  CityTax: 'City tax',
  Cleaning: 'Cleaning fee',
  Fee: 'Fee',
  Service: 'Service fee',
  Hotel: 'Hotel fee',
  Occupancy: 'Occupancy tax',
  Pet: 'Pet fee',
  Property: 'Property fee',
  RecoveryChargesTax: 'Recovery charges tax',
  Resort: 'Resort fee',
  SalesTax: 'Sales tax',
  Tax: 'Tax',
  TravelerServiceFee: 'Traveler service fee',
};
