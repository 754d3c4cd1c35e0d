import { apiBasePath, parseIsoDate, type StayDates } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { calendarDays } from '../fixtures/calendar/calendarDays';
import { hostBookedNights } from '../fixtures/calendar/hostBookedNights';
import { withSessionBookings } from './listingCalendarState';
import { isRecord } from './stayRequest';

const calendarPath = `*${apiBasePath}/homes/listing/getCalendarAvailability`;

interface CalendarRequest {
  readonly listingId: string;
  readonly window: StayDates;
}

/** The body of spec platform §7: `listingId` and `dateRange` from/until. */
function readCalendarRequest(body: unknown): CalendarRequest | undefined {
  if (!isRecord(body) || typeof body.listingId !== 'string' || !isRecord(body.dateRange))
    return undefined;
  const { dateRange } = body;
  const from = parseIsoDate(typeof dateRange.from === 'string' ? dateRange.from : undefined);
  const until = parseIsoDate(typeof dateRange.until === 'string' ? dateRange.until : undefined);
  return from && until && from <= until
    ? { listingId: body.listingId, window: { from, until } }
    : undefined;
}

/**
 * `PUT homes/listing/getCalendarAvailability`: the listing's days over the window, from the
 * hosts' `booked` nights and the nights booked in this session.
 */
export function calendarHandlers(booked: BookedNights = hostBookedNights) {
  return [
    http.put(calendarPath, async ({ request }) => {
      const asked = readCalendarRequest(await request.json().catch(() => undefined));
      if (!asked)
        return HttpResponse.json(
          { message: 'listingId, and dateRange from and until, are required' },
          { status: 400 },
        );
      return HttpResponse.json({
        value: calendarDays(asked.listingId, asked.window, withSessionBookings(booked)),
      });
    }),
  ];
}
