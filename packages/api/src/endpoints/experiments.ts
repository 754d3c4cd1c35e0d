import {
  apiBasePath,
  experimentsPath,
  experimentsResponseSchema,
  type Experiment,
  type Tenant,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/**
 * `PUT /experiments/active`, or `/experiments/cotb/active` on the corporate tenant: the
 * experiments the user is in (spec: platform §7).
 */
export async function getActiveExperiments(
  client: ApiClient,
  tenant: Tenant,
  signal?: AbortSignal,
): Promise<Experiment[]> {
  const { experiments } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}${experimentsPath(tenant)}`,
    schema: experimentsResponseSchema,
    signal,
  });
  return experiments;
}
