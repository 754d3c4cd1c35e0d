import {
  travelWalletOfferProductLines,
  travelWalletOfferUsages,
  travelWalletTransactionTypes,
  type CreditBreakdownEntry,
  type CreditHistoryEntry,
  type TravelWalletCredit,
  type TravelWalletOffer,
  type TravelWalletOfferProductLine,
} from '@wayfare/domain';

// The wallet screen's components' stories and tests: ui stands before the mocks package, so it
// keeps its own small fixtures (as WalletPicker does).

const usd = (amount: number) => ({ amount, currency: 'USD' });

export const availableCredit: TravelWalletCredit = { amount: usd(300), state: 'Available' };

export const statementCredits: CreditBreakdownEntry[] = [
  {
    CreditDetail: 'Statement',
    description: 'Annual travel credit',
    usableAmount: usd(250),
    expiresOn: '2026-12-31',
  },
  { CreditDetail: 'Statement', description: 'Referral bonus', usableAmount: usd(50) },
];

const offerAmounts: Record<TravelWalletOfferProductLine, number> = {
  Air: 50,
  CarRental: 25,
  Lodging: 75,
  LodgingPriceFreeze: 20,
  Home: 100,
};

/** An offer of a product line with every field of platform §3 offers. */
export const offerFor = (
  productLine: TravelWalletOfferProductLine,
  edit: Partial<TravelWalletOffer> = {},
): TravelWalletOffer => ({
  id: `offer-${productLine}`,
  amount: usd(offerAmounts[productLine]),
  descriptions: [`$${offerAmounts[productLine]} off your next booking`, 'One offer per booking.'],
  maxApplicableCredit: usd(offerAmounts[productLine]),
  saleEventStartOn: '2026-06-15T16:00:00Z',
  shopPageBanner: `Your ${productLine} offer is waiting`,
  title: `${productLine} offer`,
  funnels: [productLine],
  ...edit,
});

export const offerOfEveryProductLine: TravelWalletOffer[] = travelWalletOfferProductLines.map(
  (productLine) => offerFor(productLine),
);

/** A homes offer in each usage (products §3). */
export const offerInEveryUsage: TravelWalletOffer[] = travelWalletOfferUsages.map((status) =>
  offerFor('Home', { id: `offer-${status}`, title: `Homes offer (${status})`, status }),
);

/** A line of every transaction type (products §3), newest first. */
export const historyOfEveryType: CreditHistoryEntry[] = travelWalletTransactionTypes.map(
  (transactionType, index) => ({
    id: `history-${index}`,
    transactionType,
    amount: usd(index % 2 === 0 ? -(10 + index) : 10 + index),
    createdAt: new Date(Date.UTC(2026, 5, 28 - index, 15)).toISOString(),
    description: `Booking WF-${1000 + index}`,
  }),
);
