import { useQuery } from '@tanstack/react-query';
import {
  defaultTraveler,
  mergeTravelers,
  shouldFetchUserList,
  type TravelerProfile,
} from '@wayfare/domain';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useCheckoutScope } from './BookingScope';
import { travelersQueryOptions, usersQueryOptions } from './travelersQuery';

export interface TravelersControls {
  /** Merged, sorted, hidden ids left out (spec: platform §3 Traveler profile, §6). */
  readonly travelers: readonly TravelerProfile[];
  readonly isPending: boolean;
  readonly isError: boolean;
  /** The traveler chosen, else the one named like the signed-in user (spec: platform §5). */
  readonly selectedTraveler: TravelerProfile | undefined;
  readonly selectTraveler: (travelerId: string | null) => void;
}

/** The traveler step's list and choice. */
export function useTravelers(): TravelersControls {
  const { client, tenant } = useBookingEnvironment();
  const { atoms } = useCheckoutScope();
  const session = useSessionInfo();
  const corporateInfo = session.data?.corporateInfo;
  // spec: platform §6 "canViewUsers decides whether the full user list is fetched".
  const withUsers = shouldFetchUserList(tenant, corporateInfo);
  const travelers = useQuery(travelersQueryOptions(client));
  const users = useQuery({ ...usersQueryOptions(client), enabled: withUsers });
  const [selectedId, setSelectedId] = useAtom(atoms.selectedTravelerId);

  const merged = useMemo(
    () =>
      mergeTravelers({
        travelers: travelers.data ?? [],
        users: withUsers ? (users.data ?? []) : [],
        privateProfileIds: [],
        defaultUserId: corporateInfo?.defaultTravelerId,
        hiddenTravelerIds: corporateInfo?.hiddenTravelerIds,
      }),
    [travelers.data, users.data, withUsers, corporateInfo],
  );

  const userInfo = session.data?.userInfo;
  const selectedTraveler = useMemo(() => {
    const chosen = merged.find((traveler) => traveler.id === selectedId);
    if (chosen) return chosen;
    // A chosen traveler that is gone (deleted, hidden) falls back to the default one.
    return userInfo ? defaultTraveler(merged, userInfo) : undefined;
  }, [merged, selectedId, userInfo]);

  return {
    travelers: merged,
    isPending: travelers.isPending || (withUsers && users.isPending),
    isError: travelers.isError || (withUsers && users.isError),
    selectedTraveler,
    selectTraveler: useCallback((travelerId) => setSelectedId(travelerId), [setSelectedId]),
  };
}
