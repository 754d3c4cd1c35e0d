import {
  apiBasePath,
  type CreditDetailsResponse,
  type CreditHistoryResponse,
  type CreditResponse,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { creditHistoryOfEveryType } from '../fixtures/wallet/creditHistory';
import { defaultCreditBreakdown, defaultWalletCredit } from '../fixtures/wallet/walletCredit';
import { offersForEveryProductLine } from '../fixtures/wallet/walletOffers';

export interface WalletBehaviour {
  readonly credit?: CreditResponse;
  readonly details?: CreditDetailsResponse;
  readonly history?: CreditHistoryResponse;
}

/** The happy path's wallet: $300 of credit in two statement credits, an offer of every line. */
export const defaultWalletDetails: CreditDetailsResponse = {
  offers: offersForEveryProductLine,
  creditBreakdown: defaultCreditBreakdown,
  credit: defaultWalletCredit.credit,
};

/** The travel wallet (spec: platform §7 GET credit, GET credit details, GET credit history). */
export function walletHandlers(behaviour: WalletBehaviour = {}) {
  const credit =
    behaviour.credit ??
    (behaviour.details ? { credit: behaviour.details.credit } : defaultWalletCredit);
  return [
    http.get(`*${apiBasePath}/credit`, () => HttpResponse.json(credit)),
    http.get(`*${apiBasePath}/credit/details`, () =>
      HttpResponse.json(behaviour.details ?? defaultWalletDetails),
    ),
    http.get(`*${apiBasePath}/credit/history`, () =>
      HttpResponse.json(behaviour.history ?? creditHistoryOfEveryType),
    ),
  ];
}
