import { apiBasePath, nightsBetween, parseIsoDate } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import {
  listingForStay,
  type ListingFixture,
  type StayRequest,
} from '../fixtures/listings/listingFixture';
import { listingFixtures } from '../fixtures/listings/listings';

const shopPath = `*${apiBasePath}/homes/shop`;

interface ShopRequest extends StayRequest {
  readonly listingId: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads what the portal asked for; a body the fake backend cannot read asks for nothing. */
function readShopRequest(body: unknown): ShopRequest {
  const request = isRecord(body) ? body : {};
  const stayDetails = isRecord(request.stayDetails) ? request.stayDetails : {};
  const dateRange = isRecord(stayDetails.dateRange) ? stayDetails.dateRange : {};
  const guestDetails = isRecord(request.guestDetails) ? request.guestDetails : {};
  const from = parseIsoDate(typeof dateRange.from === 'string' ? dateRange.from : undefined);
  const until = parseIsoDate(typeof dateRange.until === 'string' ? dateRange.until : undefined);
  const adults = typeof guestDetails.adults === 'number' ? guestDetails.adults : 0;
  const children = Array.isArray(guestDetails.children) ? guestDetails.children.length : 0;
  return {
    listingId: typeof request.listingId === 'string' ? request.listingId : undefined,
    nights: from && until ? nightsBetween(from, until) : 0,
    guests: adults + children,
    pets: guestDetails.petsIncluded === true ? 1 : 0,
  };
}

const byId = new Map<string, ListingFixture>(
  Object.values(listingFixtures).map((fixture) => [fixture.content.listingId.id, fixture]),
);

/**
 * `POST homes/shop`: the requested listing priced for the stay, or, when `answer` is given, that
 * listing whatever was asked (a scenario's way to show one shape everywhere).
 */
export function shopHandlers(answer?: ListingFixture) {
  return [
    http.post(shopPath, async ({ request }) => {
      const shop = readShopRequest(await request.json().catch(() => undefined));
      const fixture = answer ?? (shop.listingId ? byId.get(shop.listingId) : undefined);
      if (!fixture) {
        return HttpResponse.json({ value: { listing: null, failureReason: 'NoAvailability' } });
      }
      return HttpResponse.json({ value: { listing: listingForStay(fixture, shop) } });
    }),
  ];
}
