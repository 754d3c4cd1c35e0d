import { useQuery } from '@tanstack/react-query';
import {
  doNotApplyRewards,
  initialRewardsChoice,
  redemptionEligibility,
  redemptionMinimumSummary,
  rewardsPayment,
  splitPayRewards,
  type Fiat,
  type RedemptionEligibility,
  type RewardsAccount,
  type RewardsChoice,
  type RewardsPayment,
} from '@wayfare/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutScope } from '../checkout/BookingScope';
import { rewardsAccountsQueryOptions, rewardsToUsdQueryOptions } from './rewardsQueries';

/** The rewards that pay, with what they are worth in the trip's currency. */
export interface RewardsPaymentWithValue extends RewardsPayment {
  readonly fiatAmount: Fiat;
}

export interface RewardsSelectionControls {
  readonly accounts: readonly RewardsAccount[];
  readonly isPending: boolean;
  /** Whether each account can redeem, and why not (spec: platform §5, §6), by account id. */
  readonly eligibility: ReadonlyMap<string, RedemptionEligibility>;
  /** spec: platform §8 "if all accounts are below, use the credit card". */
  readonly allBelowMinimum: boolean;
  readonly choice: RewardsChoice;
  readonly choose: (choice: RewardsChoice) => void;
  /** The rewards that pay for the quote, if any (spec: platform §4 Rewards selection). */
  readonly payment: RewardsPaymentWithValue | undefined;
  /** A split-pay amount is being converted by the server. */
  readonly isConverting: boolean;
  /** spec: platform §4 "on conversion failure the full balance is used". */
  readonly conversionFailed: boolean;
}

const toCents = (value: number) => Math.round(value * 100) / 100;

/** The rewards account and amount that pay (spec: platform §4 Rewards selection, split pay). */
export function useRewardsSelection(): RewardsSelectionControls {
  const { client, tenant } = useBookingEnvironment();
  const { atoms } = useCheckoutScope();
  const accountsQuery = useQuery(rewardsAccountsQueryOptions(client));
  const accounts = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);
  const stored = useAtomValue(atoms.rewardsChoice);
  const referenceId = useAtomValue(atoms.storedReferenceId);
  const choose = useSetAtom(atoms.rewardsChoice);
  const payNowTotal = useAtomValue(atoms.quoteTotal);

  const eligibility = useMemo(
    () =>
      new Map(
        accounts.map((account) => [
          account.accountReferenceId,
          redemptionEligibility(account, tenant),
        ]),
      ),
    [accounts, tenant],
  );

  const choice = useMemo((): RewardsChoice => {
    if (stored === null) return initialRewardsChoice(accounts, tenant, referenceId);
    // A kept choice of an account that can no longer redeem falls back to do-not-apply.
    if (stored.kind === 'account' && accountsQuery.data) {
      const chosen = eligibility.get(stored.accountReferenceId);
      if (!chosen?.eligible) return doNotApplyRewards;
    }
    return stored;
  }, [stored, accounts, accountsQuery.data, tenant, referenceId, eligibility]);

  const account =
    choice.kind === 'account'
      ? accounts.find((candidate) => candidate.accountReferenceId === choice.accountReferenceId)
      : undefined;
  const customAmount = choice.kind === 'account' ? choice.customAmount : undefined;
  const conversion = useQuery(
    rewardsToUsdQueryOptions(
      client,
      account && customAmount !== undefined
        ? { accountReferenceId: account.accountReferenceId, rewardsAmount: customAmount }
        : undefined,
    ),
  );
  const conversionFailed = conversion.isError;

  const payment = useMemo((): RewardsPaymentWithValue | undefined => {
    if (payNowTotal === undefined || choice.kind !== 'account') return undefined;
    const splitAmount =
      customAmount === undefined || !account
        ? undefined
        : splitPayRewards(customAmount, conversion.data, account.rewardsBalance.value);
    const paying = rewardsPayment(
      splitAmount === undefined ? choice : { ...choice, customAmount: splitAmount },
      payNowTotal,
    );
    if (!paying) return undefined;
    const tripTotalRewards = payNowTotal.rewards?.[paying.accountReferenceId]?.value ?? 0;
    // The server's conversion when it converted exactly this amount; otherwise the share of the
    // trip total the rewards pay (the quote prices the total in each account's rewards).
    const value =
      conversion.data !== undefined && paying.rewards.value === customAmount
        ? conversion.data
        : toCents((payNowTotal.fiat.value * paying.rewards.value) / tripTotalRewards);
    return { ...paying, fiatAmount: { ...payNowTotal.fiat, value } };
  }, [payNowTotal, choice, customAmount, account, conversion.data]);

  return {
    accounts,
    isPending: accountsQuery.isPending,
    eligibility,
    allBelowMinimum: accounts.length > 0 && redemptionMinimumSummary(accounts) === 'none-meet',
    choice,
    choose,
    payment,
    isConverting: conversion.isFetching,
    conversionFailed,
  };
}
