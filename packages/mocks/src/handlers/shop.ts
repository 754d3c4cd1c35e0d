import { apiBasePath } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { listingForStay, type ListingFixture } from '../fixtures/listings/listingFixture';
import { listingFixtureById } from './listingById';
import { isRecord, readStayRequest } from './stayRequest';

const shopPath = `*${apiBasePath}/homes/shop`;

/**
 * `POST homes/shop`: the requested listing priced for the stay, or, when `answer` is given, that
 * listing whatever was asked (a scenario's way to show one shape everywhere).
 */
export function shopHandlers(answer?: ListingFixture) {
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
        value: { listing: listingForStay(fixture, readStayRequest(body)) },
      });
    }),
  ];
}
