import { apiBasePath, type EngagementEvent } from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient } from '../createApiClient';

/**
 * `POST /engagement/event` (spec: platform §7): the event and the page's address; the browser
 * sends its session id cookie with the call. The answer is not shown and not used, and a failed
 * event is never logged as an API failure.
 */
export async function sendEngagementEvent(
  client: ApiClient,
  engagement: EngagementEvent,
): Promise<void> {
  await client.request({
    method: 'POST',
    // A signed-out visitor sends events too.
    sessionOptional: true,
    path: `${apiBasePath}/engagement/event`,
    body: { event: engagement.event, url: engagement.url },
    schema: z.unknown(),
  });
}
