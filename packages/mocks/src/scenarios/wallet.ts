import type {
  CreditDetailsResponse,
  TravelWalletCreditState,
  TravelWalletOfferUsage,
  travelWalletOfferUsages,
} from '@wayfare/domain';
import { creditHistoryOfEveryType } from '../fixtures/wallet/creditHistory';
import { defaultCreditBreakdown, walletCredit } from '../fixtures/wallet/walletCredit';
import { offersForEveryProductLine, walletOffer } from '../fixtures/wallet/walletOffers';
import { defaultWalletDetails, walletHandlers, type WalletBehaviour } from '../handlers/wallet';
import type { Scenario } from './scenario';

const answering = (description: string, behaviour: WalletBehaviour): Scenario => ({
  description,
  handlers: { wallet: walletHandlers(behaviour) },
});

const emptyWallet: CreditDetailsResponse = {
  offers: [],
  creditBreakdown: [],
  credit: walletCredit(0).credit,
};

const creditIn = (state: TravelWalletCreditState): Scenario => {
  const { credit } = walletCredit(300, state);
  return answering(`Credit ${state}`, {
    credit: { credit },
    details: { ...defaultWalletDetails, credit },
  });
};

const offerIn = (status: TravelWalletOfferUsage): Scenario =>
  answering(`Home offer ${status}`, {
    details: { ...defaultWalletDetails, offers: [walletOffer('Home', { status })] },
  });

// One scenario per offer usage, checked against the domain's list so none is forgotten.
const offerUsageIds = {
  Used: 'wallet/offer-used',
  ConfirmState: 'wallet/offer-confirm-state',
  Cancelled: 'wallet/offer-cancelled',
  Expired: 'wallet/offer-expired',
  Pending: 'wallet/offer-pending',
  Authorized: 'wallet/offer-authorized',
} as const satisfies Record<(typeof travelWalletOfferUsages)[number], `wallet/${string}`>;

/** STATES §17 Travel wallet. */
export const walletScenarios = {
  'wallet/credits': answering(
    'Credit amount ($300) and breakdown (statement detail, usable amount)',
    {
      details: { ...defaultWalletDetails, creditBreakdown: defaultCreditBreakdown },
    },
  ),
  'wallet/offers': answering(
    'Offers: title, descriptions, amount, maximum applicable credit, sale start, shop-page banner',
    { details: defaultWalletDetails },
  ),
  'wallet/history': answering('Credit history with each transaction type', {
    history: creditHistoryOfEveryType,
  }),
  'wallet/empty': answering('No credits or offers', {
    details: emptyWallet,
    history: { credits: [] },
  }),
  'wallet/credit-available': creditIn('Available'),
  'wallet/credit-expired': creditIn('Expired'),
  'wallet/credit-redeemed': creditIn('Redeemed'),
  [offerUsageIds.Used]: offerIn('Used'),
  [offerUsageIds.ConfirmState]: offerIn('ConfirmState'),
  [offerUsageIds.Cancelled]: offerIn('Cancelled'),
  [offerUsageIds.Expired]: offerIn('Expired'),
  [offerUsageIds.Pending]: offerIn('Pending'),
  [offerUsageIds.Authorized]: offerIn('Authorized'),
  'wallet/offer-lines': answering('Offers for Air, CarRental, Lodging, LodgingPriceFreeze, Home', {
    details: { ...defaultWalletDetails, offers: offersForEveryProductLine },
  }),
} satisfies Record<`wallet/${string}`, Scenario>;
