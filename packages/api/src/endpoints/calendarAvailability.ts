import {
  apiBasePath,
  calendarAvailabilitySchema,
  type CalendarDay,
  type StayDates,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/**
 * `PUT homes/listing/getCalendarAvailability`: which days of the window can start or end a stay
 * (spec: platform §7; the window is today to one year ahead, `calendarWindow` in domain).
 */
export async function getCalendarAvailability(
  client: ApiClient,
  listingId: string,
  dateRange: StayDates,
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const { value } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}/homes/listing/getCalendarAvailability`,
    body: { listingId, dateRange: { from: dateRange.from, until: dateRange.until } },
    schema: calendarAvailabilitySchema,
    signal,
  });
  return value;
}
