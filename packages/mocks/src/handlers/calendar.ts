import { apiBasePath, parseIsoDate, type StayDates } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { calendarDays, defaultBookedNights, type BookedNights } from '../fixtures/calendar';

const calendarPath = `*${apiBasePath}/homes/listing/getCalendarAvailability`;

function readDateRange(body: unknown): StayDates | undefined {
  if (typeof body !== 'object' || body === null || !('dateRange' in body)) return undefined;
  const { dateRange } = body as { dateRange: { from?: unknown; until?: unknown } };
  const from = parseIsoDate(typeof dateRange.from === 'string' ? dateRange.from : undefined);
  const until = parseIsoDate(typeof dateRange.until === 'string' ? dateRange.until : undefined);
  return from && until && from <= until ? { from, until } : undefined;
}

/** `PUT homes/listing/getCalendarAvailability`: the window's days, with `booked` nights taken. */
export function calendarHandlers(booked: BookedNights = defaultBookedNights) {
  return [
    http.put(calendarPath, async ({ request }) => {
      const window = readDateRange(await request.json().catch(() => undefined));
      if (!window)
        return HttpResponse.json(
          { message: 'dateRange from and until are required' },
          { status: 400 },
        );
      return HttpResponse.json({ value: calendarDays(window, booked) });
    }),
  ];
}
