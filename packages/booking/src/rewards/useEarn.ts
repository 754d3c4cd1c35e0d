import { useQuery } from '@tanstack/react-query';
import {
  canCalculateTravelCreditEarn,
  earnMessageVisibility,
  earnText,
  fakeUsdExchangeRates,
  fiatInUsd,
  travelerSupportMessage,
  type EarnMessageVisibility,
  type RewardsAmount,
} from '@wayfare/domain';
import { useAtomValue } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutScope } from '../checkout/BookingScope';
import { productToEarnQueryOptions } from './rewardsQueries';
import { useRewardsSelection } from './useRewardsSelection';

export interface EarnControls {
  readonly visibility: EarnMessageVisibility;
  /** The earn string, the traveler-support message, or nothing (spec: platform §6). */
  readonly text: string | undefined;
  readonly amount: RewardsAmount | undefined;
  readonly isPending: boolean;
}

/**
 * What the booking earns (spec: platform §7 productToEarn), on the account the traveller pays
 * with, else the one kept in storage, else the first; asked only when an account and a price
 * exist (spec: platform §5), with the price in US dollars (the fake backend's rates until the API
 * serves its own).
 */
export function useEarn(): EarnControls {
  const { client, tenant } = useBookingEnvironment();
  const { product, atoms } = useCheckoutScope();
  const { accounts, choice } = useRewardsSelection();
  const referenceId = useAtomValue(atoms.storedReferenceId);
  const quoteTotal = useAtomValue(atoms.quoteTotal);
  const byId = (id: string | null | undefined) =>
    accounts.find((account) => account.accountReferenceId === id);
  const account =
    byId(choice.kind === 'account' ? choice.accountReferenceId : undefined) ??
    byId(referenceId) ??
    accounts[0];
  // spec: platform §7 productToEarn "amountUsd": the total in dollars, whatever the stay's currency.
  const priceUsd =
    quoteTotal === undefined ? undefined : fiatInUsd(quoteTotal.fiat, fakeUsdExchangeRates)?.value;
  const visibility = account ? earnMessageVisibility(tenant, account.customerAccountRole) : 'none';
  const earn = useQuery(
    productToEarnQueryOptions(
      client,
      visibility === 'earn' &&
        account &&
        priceUsd !== undefined &&
        canCalculateTravelCreditEarn(account, priceUsd)
        ? {
            account: account.accountReferenceId,
            travelProduct: product.travelProduct,
            amountUsd: priceUsd,
          }
        : undefined,
    ),
  );
  const text =
    visibility === 'traveler-support'
      ? travelerSupportMessage
      : visibility === 'earn' && earn.data
        ? earnText(earn.data)
        : undefined;
  return { visibility, text, amount: earn.data, isPending: earn.isFetching };
}
