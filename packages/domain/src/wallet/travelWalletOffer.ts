import { z } from 'zod/mini';
import { travelWalletAmountSchema } from './travelWalletAmount';
import { creditBreakdownEntrySchema, travelWalletCreditSchema } from './travelWalletCredit';

/** spec: products §3 "product lines Air, CarRental, Lodging, LodgingPriceFreeze, Home". */
export const travelWalletOfferProductLines = [
  'Air',
  'CarRental',
  'Lodging',
  'LodgingPriceFreeze',
  'Home',
] as const;
export type TravelWalletOfferProductLine = (typeof travelWalletOfferProductLines)[number];

/** spec: products §3 "Offer usage: Used, ConfirmState, Cancelled, Expired, Pending, Authorized". */
export const travelWalletOfferUsages = [
  'Used',
  'ConfirmState',
  'Cancelled',
  'Expired',
  'Pending',
  'Authorized',
] as const;
export type TravelWalletOfferUsage = (typeof travelWalletOfferUsages)[number];

/**
 * A travel wallet offer (spec: platform §3 "offers (id, amount, descriptions, maxApplicableCredit,
 * saleEventStartOn, shopPageBanner, title, funnels, trackingPropertiesV2.encryptedProperties)").
 */
export const travelWalletOfferSchema = z.object({
  id: z.string(),
  amount: travelWalletAmountSchema,
  descriptions: z.array(z.string()),
  maxApplicableCredit: z.optional(travelWalletAmountSchema),
  /** ISO date-time */
  saleEventStartOn: z.optional(z.string()),
  shopPageBanner: z.optional(z.string()),
  title: z.string(),
  /** The product lines the offer applies to. */
  funnels: z.array(z.enum(travelWalletOfferProductLines)),
  trackingPropertiesV2: z.optional(z.object({ encryptedProperties: z.array(z.string()) })),
  /** Ours: the spec lists the usages (products §3) but not where an offer carries its usage. */
  status: z.optional(z.enum(travelWalletOfferUsages)),
});
export type TravelWalletOffer = z.infer<typeof travelWalletOfferSchema>;

/** What `GET credit details` answers (spec: platform §7 "offers, creditBreakdown, credit"). */
export const creditDetailsResponseSchema = z.object({
  offers: z.array(travelWalletOfferSchema),
  creditBreakdown: z.array(creditBreakdownEntrySchema),
  credit: travelWalletCreditSchema,
});
export type CreditDetailsResponse = z.infer<typeof creditDetailsResponseSchema>;

/** The offers that apply to one product line, e.g. Home for vacation rentals. */
export function offersForProductLine(
  offers: readonly TravelWalletOffer[],
  productLine: TravelWalletOfferProductLine,
): TravelWalletOffer[] {
  return offers.filter((offer) => offer.funnels.includes(productLine));
}
