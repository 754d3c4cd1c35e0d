import { useQuery } from '@tanstack/react-query';
import type {
  CreditBreakdownEntry,
  CreditHistoryEntry,
  TravelWalletCredit,
  TravelWalletOffer,
} from '@wayfare/domain';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { travelWalletDetailsQueryOptions } from './walletQueries';
import { useExperiment } from '../experiments/experimentsQuery';
import { creditHistoryQueryOptions } from './creditHistoryQuery';

/** The credit and what it is made of (spec: platform §3 "credit", "creditBreakdown"). */
export interface TravelWalletCredits {
  readonly credit: TravelWalletCredit;
  readonly creditBreakdown: readonly CreditBreakdownEntry[];
}

/**
 * What the travel wallet screen shows. In `ready`, a part is undefined when its experiment is off
 * (STATES §2: wallet-credits, travel-wallet-offers, credit-history "shown, or absent").
 */
export type TravelWalletScreen =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly credits: TravelWalletCredits | undefined;
      readonly offers: readonly TravelWalletOffer[] | undefined;
      readonly creditHistory: readonly CreditHistoryEntry[] | undefined;
      /** No credits or offers to show (STATES §17 wallet/empty). */
      readonly isEmpty: boolean;
    };

/**
 * Ours: a wallet holds credits when it has an amount or a statement credit; an expired or
 * redeemed credit still has its amount, so it is shown with its state rather than as empty.
 */
const holdsCredits = (credits: TravelWalletCredits | undefined): boolean =>
  credits !== undefined &&
  (credits.credit.amount.amount !== 0 || credits.creditBreakdown.length > 0);

/**
 * The travel wallet screen (spec: platform §3 Travel wallet, §7 GET credit details and credit
 * history, §9 experiments): credits, offers and credit history, each behind its experiment. The
 * credit details call answers the credit, its breakdown and the offers together, so it is made
 * when credits or offers are on; the history only when credit history is on (ours: the history
 * follows its own experiment alone, as STATES §2 names it, whatever wallet-credits says).
 */
export function useTravelWalletScreen(): TravelWalletScreen {
  const { client } = useBookingEnvironment();
  const creditsExperiment = useExperiment('wallet-credits');
  const offersExperiment = useExperiment('travel-wallet-offers');
  const historyExperiment = useExperiment('credit-history');
  const showsCredits = creditsExperiment === 'on';
  const showsOffers = offersExperiment === 'on';
  const showsHistory = historyExperiment === 'on';

  const details = useQuery({
    ...travelWalletDetailsQueryOptions(client),
    enabled: showsCredits || showsOffers,
  });
  const history = useQuery({ ...creditHistoryQueryOptions(client), enabled: showsHistory });

  const { refetch: refetchDetails, isError: detailsFailed } = details;
  const { refetch: refetchHistory, isError: historyFailed } = history;
  // Only what failed is asked again: a part that loaded stays as it is.
  const retry = useCallback(() => {
    if (detailsFailed) void refetchDetails();
    if (historyFailed) void refetchHistory();
  }, [detailsFailed, historyFailed, refetchDetails, refetchHistory]);

  if ([creditsExperiment, offersExperiment, historyExperiment].includes('loading')) {
    return { status: 'loading' };
  }
  // A failed call asked again keeps its error until it answers: meanwhile the screen is loading.
  // (A background refetch of loaded data is not: the data stays on screen.)
  if ((detailsFailed && details.isFetching) || (historyFailed && history.isFetching)) {
    return { status: 'loading' };
  }
  if (detailsFailed || historyFailed) return { status: 'failed', retry };
  // A disabled query stays pending: only the calls this screen makes count.
  if (((showsCredits || showsOffers) && details.isPending) || (showsHistory && history.isPending)) {
    return { status: 'loading' };
  }

  const credits =
    showsCredits && details.data
      ? { credit: details.data.credit, creditBreakdown: details.data.creditBreakdown }
      : undefined;
  const offers = showsOffers ? details.data?.offers : undefined;
  return {
    status: 'ready',
    credits,
    offers,
    creditHistory: showsHistory ? history.data?.credits : undefined,
    isEmpty: !holdsCredits(credits) && (offers ?? []).length === 0,
  };
}
