import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getCalendarAvailability, type ApiClient } from '@wayfare/api';
import { calendarWindow, type IsoDate } from '@wayfare/domain';
import { useBookingEnvironment, useToday } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** A listing's days from today to one year ahead (spec: platform §7 getCalendarAvailability). */
export const calendarAvailabilityQueryOptions = (
  client: ApiClient,
  listingId: string | undefined,
  today: IsoDate,
) =>
  queryOptions({
    queryKey: wayfareQueryKey('homes', 'calendar', listingId, today),
    queryFn: listingId
      ? ({ signal }) => getCalendarAvailability(client, listingId, calendarWindow(today), signal)
      : skipToken,
  });

export function useCalendarAvailability(listingId: string | undefined) {
  const { client } = useBookingEnvironment();
  const today = useToday();
  return useQuery(calendarAvailabilityQueryOptions(client, listingId, today));
}
