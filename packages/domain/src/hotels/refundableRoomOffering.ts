import type { Price } from '../money/money';
import type { HotelCancellationPolicy } from './cancellationPolicy';
import type { RefundableRoomQuote } from './refundableRoomQuote';
import type { RoomInfoProduct, RoomProduct } from './roomInfoProduct';
import type {
  CancellationPolicyScenario,
  OfferedRoomProduct,
  RefundableRoomVariant,
} from './roomProductVariant';
import { numberFormat } from '../platform/intlFormats';

/**
 * The two ways refundable rooms are offered (spec: products §4 "the older model", "the V1
 * model"). The names are ours; which one applies is an input (an experiment decides it).
 */
export const refundableRoomModels = ['Legacy', 'V1'] as const;
export type RefundableRoomModel = (typeof refundableRoomModels)[number];

export interface RefundableRoomOfferingOptions {
  readonly model: RefundableRoomModel;
  /** Nights of the stay; a stay is at least one night (platform §9), so less counts as one. */
  readonly nights: number;
}

/** A room as the room-select screen lists it (spec: products §4 "Hotel refundable-room offering"). */
export interface OfferedRoom {
  readonly roomInfo: RoomInfoProduct['roomInfo'];
  readonly products: readonly OfferedRoomProduct[];
  /**
   * spec: products §4 "A room-level scenario is flagged when both a non-refundable-premium and
   * a partially-refundable option exist."
   */
  readonly hasNonRefundablePremiumAndPartiallyRefundableOptions: boolean;
}

/**
 * Older-model policies that allow a refundable variant (our reading of products §4 "only when the
 * cancellation policy allows"): a rate that is already fully refundable gains nothing from the
 * add-on, and an Unknown policy cannot be promised anything.
 */
export const legacyRefundableRoomPolicies = [
  'NonRefundable',
  'PartiallyRefundable',
] as const satisfies readonly HotelCancellationPolicy[];

/** spec: products §4 "Under the older model, the variant is added only when the cancellation policy allows". */
export function legacyPolicyAllowsRefundableRoom(policy: HotelCancellationPolicy): boolean {
  return (legacyRefundableRoomPolicies as readonly HotelCancellationPolicy[]).includes(policy);
}

/** Digits of a currency's minor unit (2 for USD, 0 for JPY); 2 for a code Intl does not know. */
function minorUnitDigits(currencyCode: string): number {
  try {
    const { maximumFractionDigits = 2 } = numberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
    }).resolvedOptions();
    return maximumFractionDigits;
  } catch {
    return 2;
  }
}

/** Whole minor units, so that sums and comparisons do not drift (19.99 x 100 is not 1999). */
const toUnits = (value: number, digits: number): number => Math.round(value * 10 ** digits);
const fromUnits = (units: number, digits: number): number => units / 10 ** digits;

/** USD rewards keep cents; every other rewards currency counts whole units (products §5). */
const rewardsDigits = (currency: string): number => (currency === 'USD' ? 2 : 0);

function addAmounts(a: number, b: number, digits: number): number {
  // Sums keep cents even for whole-unit currencies, so a fractional balance is never lost.
  const precision = Math.max(digits, 2);
  return fromUnits(toUnits(a, precision) + toUnits(b, precision), precision);
}

/**
 * The premium added to a price: the fiat amounts, and each rewards account the premium is also
 * priced in. An account the premium is not priced in cannot show a total, so it is dropped.
 */
export function addPremium(price: Price, premium: Price): Price {
  const fiat = {
    ...price.fiat,
    value: addAmounts(
      price.fiat.value,
      premium.fiat.value,
      minorUnitDigits(price.fiat.currencyCode),
    ),
  };
  if (price.rewards === undefined) return { fiat };
  const rewards: NonNullable<Price['rewards']> = {};
  for (const [account, amount] of Object.entries(price.rewards)) {
    const extra = premium.rewards?.[account];
    if (extra === undefined || extra.currency !== amount.currency) continue;
    rewards[account] = {
      ...amount,
      value: addAmounts(amount.value, extra.value, rewardsDigits(amount.currency)),
    };
  }
  return { fiat, rewards };
}

function perNightRoundedUp(value: number, nights: number, digits: number): number {
  return fromUnits(Math.ceil(toUnits(value, digits) / nights), digits);
}

/**
 * spec: products §4 "per-night premium is the premium divided by night count rounded up". Up to
 * the currency's minor unit (a cent for USD, a yen for JPY); rewards up to a cent for USD and a
 * whole unit otherwise, as they are shown (products §5).
 */
export function refundableRoomPremiumPerNight(premium: Price, nights: number): Price {
  const count = Math.max(1, Math.floor(nights));
  const fiat = {
    ...premium.fiat,
    value: perNightRoundedUp(premium.fiat.value, count, minorUnitDigits(premium.fiat.currencyCode)),
  };
  if (premium.rewards === undefined) return { fiat };
  const rewards: NonNullable<Price['rewards']> = {};
  for (const [account, amount] of Object.entries(premium.rewards)) {
    rewards[account] = {
      ...amount,
      value: perNightRoundedUp(amount.value, count, rewardsDigits(amount.currency)),
    };
  }
  return { fiat, rewards };
}

/**
 * spec: products §4 "for each room product with a valid quote". Valid, in our reading: the quote
 * is for this rate, its premium is above zero, and it is in the rate's own currency (a premium
 * in another currency cannot be added to the totals).
 */
export function isValidRefundableRoomQuote(
  quote: RefundableRoomQuote,
  product: RoomProduct,
): boolean {
  return (
    quote.rateId === product.rateId &&
    quote.premiumPrices.fiat.value > 0 &&
    quote.premiumPrices.fiat.currencyCode === product.total.fiat.currencyCode
  );
}

/**
 * spec: products §4 "skipped if a later product is cheaper than this product plus premium".
 * Totals are compared; a later product at exactly this total plus the premium is not cheaper.
 */
export function hasCheaperLaterProduct(
  products: readonly RoomProduct[],
  index: number,
  premium: Price,
): boolean {
  const product = products[index];
  if (product === undefined) return false;
  const digits = Math.max(minorUnitDigits(product.total.fiat.currencyCode), 2);
  const withPremium =
    toUnits(product.total.fiat.value, digits) + toUnits(premium.fiat.value, digits);
  return products
    .slice(index + 1)
    .some(
      (later) =>
        later.total.fiat.currencyCode === product.total.fiat.currencyCode &&
        toUnits(later.total.fiat.value, digits) < withPremium,
    );
}

function scenarioOf(quote: RefundableRoomQuote): CancellationPolicyScenario {
  return quote.additionalInfo.shouldRefundCfarPremium
    ? 'RefundablePremium'
    : 'NonRefundablePremium';
}

function refundableVariantOf(
  product: RoomProduct,
  quote: RefundableRoomQuote,
  nights: number,
): OfferedRoomProduct {
  const variant: RefundableRoomVariant = {
    type: 'RefundableRoom',
    premiumPrices: quote.premiumPrices,
    premiumPricesPerNight: refundableRoomPremiumPerNight(quote.premiumPrices, nights),
    quoteId: quote.id,
    coveragePercentage: quote.coveragePercentage,
    coverageAmount: quote.coverageAmount,
    pricingDescription: quote.pricingDescription,
    additionalInfo: quote.additionalInfo,
    cancellationPolicy: quote.cancellationPolicyV2,
    cancellationPolicyScenario: scenarioOf(quote),
  };
  // The spec adds the premium to these three only; per-night prices stay the rate's own and the
  // variant carries premiumPricesPerNight beside them.
  return {
    ...product,
    sellRate: addPremium(product.sellRate, quote.premiumPrices),
    tripTotal: addPremium(product.tripTotal, quote.premiumPrices),
    total: addPremium(product.total, quote.premiumPrices),
    variant,
  };
}

function quoteFor(
  product: RoomProduct,
  quotes: readonly RefundableRoomQuote[],
): RefundableRoomQuote | undefined {
  return quotes.find((quote) => isValidRefundableRoomQuote(quote, product));
}

function offersRefundableVariant(
  products: readonly RoomProduct[],
  index: number,
  product: RoomProduct,
  quote: RefundableRoomQuote,
  model: RefundableRoomModel,
): boolean {
  if (model === 'V1') return quote.additionalInfo.isRefundableByCapitalOne;
  return (
    legacyPolicyAllowsRefundableRoom(product.cancellationPolicy.policy) &&
    !hasCheaperLaterProduct(products, index, quote.premiumPrices)
  );
}

/**
 * spec: products §4 "A room-level scenario is flagged when both a non-refundable-premium and a
 * partially-refundable option exist": a refundable variant whose premium is not refunded, and
 * any option (default or refundable) whose cancellation policy is PartiallyRefundable.
 */
export function hasNonRefundablePremiumAndPartiallyRefundableOptions(
  products: readonly OfferedRoomProduct[],
): boolean {
  const policyOf = (product: OfferedRoomProduct) =>
    product.variant.type === 'RefundableRoom'
      ? product.variant.cancellationPolicy.policy
      : product.cancellationPolicy.policy;
  const nonRefundablePremium = products.some(
    (product) =>
      product.variant.type === 'RefundableRoom' &&
      product.variant.cancellationPolicyScenario === 'NonRefundablePremium',
  );
  return nonRefundablePremium && products.some((p) => policyOf(p) === 'PartiallyRefundable');
}

/**
 * spec: products §4 "Hotel refundable-room offering": for each room product with a valid quote a
 * refundable variant is added beside (right after) the default product; the premium is added to
 * sell rate, trip total and total; only one refundable variant per room (the first product that
 * qualifies gets it). Under the older model the variant needs a policy that allows it and no later
 * product cheaper than this one plus the premium; under the V1 model it needs only a quote marked
 * refundable by the issuer.
 */
export function refundableRoomOffering(
  rooms: readonly RoomInfoProduct[],
  quotes: readonly RefundableRoomQuote[],
  options: RefundableRoomOfferingOptions,
): OfferedRoom[] {
  return rooms.map((room) => {
    const offered: OfferedRoomProduct[] = [];
    let hasRefundableVariant = false;
    room.products.forEach((product, index) => {
      offered.push({ ...product, variant: { type: 'Default' } });
      if (hasRefundableVariant) return;
      const quote = quoteFor(product, quotes);
      if (quote === undefined) return;
      if (!offersRefundableVariant(room.products, index, product, quote, options.model)) return;
      offered.push(refundableVariantOf(product, quote, options.nights));
      hasRefundableVariant = true;
    });
    return {
      roomInfo: room.roomInfo,
      products: offered,
      hasNonRefundablePremiumAndPartiallyRefundableOptions:
        hasNonRefundablePremiumAndPartiallyRefundableOptions(offered),
    };
  });
}
