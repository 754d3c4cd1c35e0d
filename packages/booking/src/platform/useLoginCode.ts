import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postLoginCode } from '@wayfare/api';
import type { SessionInfo } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { sessionInfoQueryOptions } from '../session/sessionInfoQuery';
import { wayfareQueryKey } from '../wayfareQueryKey';

/**
 * Opens the session with the code the sign-in module sent back (spec: platform §6, §8). The
 * session it opens replaces the one loaded before, and experiments load again for it.
 */
export function useLoginCode() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => postLoginCode(client, code),
    retry: false,
    onSuccess: (session: SessionInfo) => {
      queryClient.setQueryData(sessionInfoQueryOptions(client).queryKey, session);
      return queryClient.invalidateQueries({ queryKey: wayfareQueryKey('experiments') });
    },
  });
}
