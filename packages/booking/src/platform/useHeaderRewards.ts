import { useQuery } from '@tanstack/react-query';
import {
  eligibleBusinessAccounts,
  isLoggedIn,
  selectedAccountStorageKey,
  type RewardsAccount,
} from '@wayfare/domain';
import { useCallback, useMemo, useState } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { defaultLocalStorage, type StringStorage } from '../checkout/choicesStorage';
import { rewardsAccountsQueryOptions } from '../rewards/rewardsQueries';
import { useSessionInfo } from '../session/sessionInfoQuery';

export interface HeaderRewardsControls {
  /** The accounts the picker offers: on the corporate tenant, the eligible business accounts only. */
  readonly accounts: readonly RewardsAccount[];
  /** The account the traveller is on: the stored one when it is offered, else the first. */
  readonly selected: RewardsAccount | undefined;
  readonly choose: (accountReferenceId: string) => void;
  readonly isPending: boolean;
  readonly isError: boolean;
}

/**
 * The header's rewards account picker (spec: platform §4 "The selected account id is kept in
 * browser storage under the key referenceId"; §6 eligible business accounts on the corporate
 * tenant). Accounts load only for a signed-in user; checkout starts from the account chosen here.
 */
export function useHeaderRewards(
  storage: StringStorage = defaultLocalStorage(),
): HeaderRewardsControls {
  const { client, tenant } = useBookingEnvironment();
  const session = useSessionInfo();
  const signedIn = session.data !== undefined && isLoggedIn(session.data);
  const query = useQuery({ ...rewardsAccountsQueryOptions(client), enabled: signedIn });
  const [storedId, setStoredId] = useState(() => storage.getItem(selectedAccountStorageKey));
  const selectedBusiness = session.data?.corporateInfo?.accountReferenceId;

  const accounts = useMemo(() => {
    const all = query.data ?? [];
    return tenant === 'corporate'
      ? eligibleBusinessAccounts(all, { accountReferenceId: selectedBusiness })
      : all;
  }, [query.data, tenant, selectedBusiness]);

  const selected =
    accounts.find((account) => account.accountReferenceId === storedId) ?? accounts[0];

  const choose = useCallback(
    (accountReferenceId: string) => {
      storage.setItem(selectedAccountStorageKey, accountReferenceId);
      setStoredId(accountReferenceId);
    },
    [storage],
  );

  return {
    accounts,
    selected,
    choose,
    isPending: session.isPending || (signedIn && query.isPending),
    isError: query.isError,
  };
}
