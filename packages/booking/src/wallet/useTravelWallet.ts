import { useQuery } from '@tanstack/react-query';
import {
  offersForProductLine,
  walletCoverage,
  type TravelWalletCredit,
  type TravelWalletOffer,
  type WalletCoverage,
} from '@wayfare/domain';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useExperiment } from '../experiments/experimentsQuery';
import { useCheckoutScope } from '../checkout/BookingScope';
import type { WalletChoice } from '../checkout/checkoutAtoms';
import { travelWalletCreditQueryOptions, travelWalletDetailsQueryOptions } from './walletQueries';

export interface TravelWalletControls {
  /** The credit the traveller may apply: none while the product refuses credits for the quote. */
  readonly credit: TravelWalletCredit | undefined;
  /**
   * The product refuses travel credits for this quote although the traveller has some (products §5:
   * pay-at-hotel Premier and Lifestyle stays): the checkout says why the credit is not offered.
   */
  readonly isCreditRefused: boolean;
  /** The offers that apply to vacation rentals (product line Home). */
  readonly offers: readonly TravelWalletOffer[];
  readonly isPending: boolean;
  readonly choice: WalletChoice;
  readonly setApplyCredit: (applyCredit: boolean) => void;
  readonly chooseOffer: (offerId: string | null) => void;
  readonly selectedOffer: TravelWalletOffer | undefined;
  /** What the wallet covers of the quote's total, and what is left due (spec: platform §4). */
  readonly coverage: WalletCoverage | undefined;
}

/** The travel wallet at checkout: credit and offers, and what they cover. */
export function useTravelWallet(): TravelWalletControls {
  const { client } = useBookingEnvironment();
  const { product, atoms } = useCheckoutScope();
  const credit = useQuery(travelWalletCreditQueryOptions(client));
  const details = useQuery(travelWalletDetailsQueryOptions(client));
  const [choice, setChoice] = useAtom(atoms.wallet);
  const quoteTotal = useAtomValue(atoms.quoteTotal);
  const quote = useAtomValue(atoms.quote);
  const isCreditRefused =
    credit.data !== undefined &&
    quote.status === 'success' &&
    product.canUseTravelCredit?.(quote.quote) === false;
  // spec: platform §9 credit-offer stacking: without it one wallet item applies.
  const isStackingAllowed = useExperiment('credit-offer-stacking') === 'on';

  const offers = useMemo(
    () => offersForProductLine(details.data?.offers ?? [], product.walletProductLine),
    [details.data, product],
  );
  const selectedOffer = offers.find((offer) => offer.id === choice.offerId);
  const creditAmount = isCreditRefused ? undefined : credit.data?.credit.amount.amount;

  const coverage = useMemo(() => {
    if (quoteTotal === undefined) return undefined;
    return walletCoverage({
      total: quoteTotal.fiat.value,
      credit: choice.applyCredit ? creditAmount : undefined,
      offer: selectedOffer
        ? Math.min(
            selectedOffer.amount.amount,
            selectedOffer.maxApplicableCredit?.amount ?? Number.POSITIVE_INFINITY,
          )
        : undefined,
      isStackingAllowed,
    });
  }, [quoteTotal, choice.applyCredit, creditAmount, selectedOffer, isStackingAllowed]);

  return {
    credit: isCreditRefused ? undefined : credit.data?.credit,
    isCreditRefused,
    offers,
    isPending: credit.isPending || details.isPending,
    choice,
    setApplyCredit: useCallback(
      (applyCredit: boolean) => setChoice((previous) => ({ ...previous, applyCredit })),
      [setChoice],
    ),
    chooseOffer: useCallback(
      (offerId: string | null) => setChoice((previous) => ({ ...previous, offerId })),
      [setChoice],
    ),
    selectedOffer,
    coverage,
  };
}
