import { apiBasePath } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { hostBookedNights } from '../fixtures/calendar/hostBookedNights';
import { listingForStay, type ListingFixture } from '../fixtures/listings/listingFixture';
import { withSessionBookings } from './listingCalendarState';
import { listingFixtureById } from './listingById';
import { isRecord, readStayRequest } from './stayRequest';

const shopPath = `*${apiBasePath}/homes/shop`;

/**
 * `POST homes/shop`: the requested listing priced for the stay, unavailable when its calendar (the
 * hosts' `booked` nights and the session's bookings) has a night of the stay booked; or, when
 * `answer` is given, that listing whatever was asked (a scenario's way to show one shape
 * everywhere), on its own calendar, which the listing page reads too.
 */
export function shopHandlers(answer?: ListingFixture, booked: BookedNights = hostBookedNights) {
  return [
    http.post(shopPath, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const listingId =
        isRecord(body) && typeof body.listingId === 'string' ? body.listingId : undefined;
      const fixture = answer ?? listingFixtureById(listingId);
      if (!fixture) {
        return HttpResponse.json({ value: { listing: null, failureReason: 'NoAvailability' } });
      }
      return HttpResponse.json({
        value: {
          listing: listingForStay(fixture, readStayRequest(body), withSessionBookings(booked)),
        },
      });
    }),
  ];
}
