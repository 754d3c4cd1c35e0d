import { useQuery } from '@tanstack/react-query';
import { mergeTravelers, shouldFetchUserList, type TravelerProfile } from '@wayfare/domain';
import { useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { travelersQueryOptions, usersQueryOptions } from './travelersQuery';

export interface TravelerListControls {
  /** Merged, sorted, hidden ids left out (spec: platform §3 Traveler profile, §6). */
  readonly travelers: readonly TravelerProfile[];
  /** The corporate user list is part of the list (spec: platform §6 canViewUsers). */
  readonly includesUsers: boolean;
  readonly isPending: boolean;
  readonly isError: boolean;
}

/**
 * The merged traveler list, with no checkout needed: the checkout's traveler step and the
 * account's travelers page both show it.
 */
export function useTravelerList(): TravelerListControls {
  const { client, tenant } = useBookingEnvironment();
  const session = useSessionInfo();
  const corporateInfo = session.data?.corporateInfo;
  // spec: platform §6 "canViewUsers decides whether the full user list is fetched".
  const includesUsers = shouldFetchUserList(tenant, corporateInfo);
  const travelers = useQuery(travelersQueryOptions(client));
  const users = useQuery({ ...usersQueryOptions(client), enabled: includesUsers });

  const merged = useMemo(() => {
    const saved = travelers.data ?? [];
    return mergeTravelers({
      travelers: saved,
      users: includesUsers ? (users.data ?? []) : [],
      // The spec lists private-profile ids among the merge's sources without saying where they
      // come from; ours: the traveler list flags them (isPrivateProfile), and the merge keeps them.
      privateProfileIds: saved
        .filter((traveler) => traveler.isPrivateProfile === true)
        .map((traveler) => traveler.id),
      defaultUserId: corporateInfo?.defaultTravelerId,
      hiddenTravelerIds: corporateInfo?.hiddenTravelerIds,
    });
  }, [travelers.data, users.data, includesUsers, corporateInfo]);

  return {
    travelers: merged,
    includesUsers,
    isPending: travelers.isPending || (includesUsers && users.isPending),
    isError: travelers.isError || (includesUsers && users.isError),
  };
}
