import {
  feeKindNames,
  feeKinds,
  type Fiat,
  type ListingRate,
  type PriceQuote,
  type PurchaseError,
  type QuoteFee,
  type RewardsAccount,
} from '@wayfare/domain';
import { knownRewardsAccounts } from '../fixtures/rewardsAccounts';
import { rewardsPriceFor } from '../fixtures/listings/rewardsPrice';

/** How a scenario bends the quote away from the listing's own price. */
export interface QuotePricing {
  /**
   * Added to the total the listing showed: 1 unit or more is a price change the traveller must
   * acknowledge (spec: platform §5, §9).
   */
  readonly priceChange?: number;
  /** The same total split over a line of every fee kind (STATES §10 quote/fees). */
  readonly everyFeeKind?: boolean;
  /** The accounts the quote is priced in; by default every fixture account. */
  readonly rewardsAccounts?: readonly RewardsAccount[];
  readonly confirmationDetailsErrors?: readonly PurchaseError[];
}

export interface QuoteIdentity {
  readonly sessionToken: string;
  readonly orderedProductId: string;
}

const cents = (value: number) => Math.round(value * 100);

/** Fees and taxes of the rate as quote fee lines; the agent fee is one more line (platform §1, §9). */
function feeLines(rate: ListingRate, agentFee: number, fiat: (value: number) => Fiat): QuoteFee[] {
  const { price } = rate;
  return [
    ...price.fees.map((fee) => ({ name: fee.name, kind: fee.kind, amount: fee.amount })),
    ...price.taxes.map((tax) => ({
      name: tax.name,
      kind: 'Occupancy' as const,
      amount: tax.amount,
    })),
    ...(agentFee > 0 ? [{ name: 'Agent fee', kind: 'Fee' as const, amount: fiat(agentFee) }] : []),
  ];
}

/** The same sum spread over one line of each fee kind, the last taking the rounding. */
function everyKindLines(lines: readonly QuoteFee[], fiat: (value: number) => Fiat): QuoteFee[] {
  const total = lines.reduce((sum, line) => sum + cents(line.amount.value), 0);
  const share = Math.floor(total / feeKinds.length);
  return feeKinds.map((kind, index) => ({
    name: feeKindNames[kind],
    kind,
    amount: fiat((index === feeKinds.length - 1 ? total - share * index : share) / 100),
    description: `${feeKindNames[kind]} charged by the host`,
  }));
}

/**
 * The quote of a stay, from the same rate the listing page showed (spec: platform §3 Price
 * quote): the rent, each fee and tax as a fee line, the pay-now total in cash and in rewards of
 * each account, and the listing's payment policy.
 */
export function priceQuoteFor(
  rate: ListingRate,
  agentFee: number,
  identity: QuoteIdentity,
  pricing: QuotePricing = {},
): PriceQuote {
  const { price } = rate;
  const { currencyCode, currencySymbol } = price.total.fiat;
  const fiat = (value: number): Fiat => ({
    value: Math.round(value * 100) / 100,
    currencyCode,
    currencySymbol,
  });
  const standardFees = feeLines(rate, agentFee, fiat);
  const fees = pricing.everyFeeKind ? everyKindLines(standardFees, fiat) : standardFees;
  const change = pricing.priceChange ?? 0;
  const total = fiat(price.total.fiat.value + agentFee + change);
  const discounts = price.discounts.reduce((sum, discount) => sum + discount.amount.value, 0);
  return {
    sessionToken: { value: identity.sessionToken },
    orderedProductId: identity.orderedProductId,
    type: 'Homes',
    rate: {
      detailedPrice: {
        payNowTotal: rewardsPriceFor(total, pricing.rewardsAccounts ?? knownRewardsAccounts),
        sellPrice: total,
        fees,
        groupedItems: [
          { label: 'Rent', amount: fiat(price.rentTotal.fiat.value + change) },
          {
            label: 'Fees and taxes',
            amount: fiat(fees.reduce((sum, fee) => sum + fee.amount.value, 0)),
          },
          ...(discounts > 0 ? [{ label: 'Discounts', amount: fiat(-discounts) }] : []),
        ],
      },
      paymentPolicy: rate.paymentPolicy,
    },
    errors: [],
    confirmationDetailsErrors: [...(pricing.confirmationDetailsErrors ?? [])],
  };
}
