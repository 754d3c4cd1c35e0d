import {
  apiBasePath,
  trackingEventProperties,
  type TrackingEventProperties,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient } from '../createApiClient';

/**
 * `POST /tracking/event` (spec: platform §7: has_credits is copied to has_travel_credit). Its
 * answer is not shown and not used; a failed event is never logged as an API failure.
 */
export async function trackEvent(
  client: ApiClient,
  event: string,
  properties: TrackingEventProperties = {},
): Promise<void> {
  await client.request({
    method: 'POST',
    // A signed-out visitor sends events too.
    sessionOptional: true,
    path: `${apiBasePath}/tracking/event`,
    body: { event, properties: trackingEventProperties(properties) },
    schema: z.unknown(),
  });
}
