import { queryOptions, useQuery } from '@tanstack/react-query';
import { getActiveExperiments, isApiError, type ApiClient } from '@wayfare/api';
import { isExperimentOn, isLoggedIn, type ExperimentId, type Tenant } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The user's experiments, from the tenant's endpoint (spec: platform §7). */
export const experimentsQueryOptions = (client: ApiClient, tenant: Tenant) =>
  queryOptions({
    queryKey: wayfareQueryKey('experiments', tenant),
    queryFn: ({ signal }) => getActiveExperiments(client, tenant, signal),
    staleTime: Infinity,
  });

/** spec: platform §4 "Experiments are loaded once when logged in (loading, then resolved)." */
export function useExperiments() {
  const { client, tenant } = useBookingEnvironment();
  const session = useSessionInfo();
  const loggedIn = session.data !== undefined && isLoggedIn(session.data);
  const experiments = useQuery({ ...experimentsQueryOptions(client, tenant), enabled: loggedIn });
  // A session the server answered with a redirect decides nothing: the user is on the way to
  // another page, and a gate must not send them elsewhere first.
  const isSessionPending = session.isPending || isApiError(session.error, 'redirected');
  return { ...experiments, isLoggedIn: loggedIn, isSessionPending };
}

/** Whether an experiment is on, off, or not known yet. */
export type ExperimentStatus = 'loading' | 'on' | 'off';

/**
 * An experiment's status. Not signed in, or experiments that failed to load, leave every
 * experiment off: the portal then shows what it shows without the experiment.
 */
export function useExperiment(id: ExperimentId): ExperimentStatus {
  const experiments = useExperiments();
  if (experiments.isSessionPending || (experiments.isLoggedIn && experiments.isPending))
    return 'loading';
  return experiments.data && isExperimentOn(experiments.data, id) ? 'on' : 'off';
}
