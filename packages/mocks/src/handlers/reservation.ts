import type { ListingCollection, Reservation } from '@wayfare/domain';
import type { ListingFixture } from '../fixtures/listings/listingFixture';
import type { QuoteRequest } from './quoteRequest';

// Crockford's base 32: reservation numbers never mix up 0/O or 1/I/L.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const size = 32 ** 5;
const decode = (code: string) =>
  [...code].reduce((value, character) => value * 32 + alphabet.indexOf(character), 0);
const first = decode('7Q2K9');
// A step prime to 32^5, so the first 32^5 numbers never repeat.
const step = 1_000_003;

/** The nth reservation number, from 1: "WF-7Q2K9" first, then others that look as random. */
export function reservationIdFor(sequence: number): string {
  let value = (first + (sequence - 1) * step) % size;
  let code = '';
  for (let index = 0; index < 5; index += 1) {
    code = (alphabet[value % 32] ?? '0') + code;
    value = Math.floor(value / 32);
  }
  return `WF-${code}`;
}

/** Dates of a booking whose quote the fake backend does not know (a story booking directly). */
const fallbackStayDates = { from: '2026-07-10', until: '2026-07-13' };

/** spec: platform §3 Reservation: id, stay dates, the listing, cancellation policy, collection. */
export function reservationFor(
  fixture: ListingFixture,
  request: QuoteRequest | undefined,
  sequence: number,
  listingCollection?: ListingCollection,
): Reservation {
  const collection = listingCollection ?? fixture.content.listing.listingCollection;
  return {
    id: { value: reservationIdFor(sequence) },
    stayDates: request?.stay.stayDates ?? fallbackStayDates,
    listing: {
      ...fixture.content.listing,
      ...(collection === undefined ? {} : { listingCollection: collection }),
    },
    cancellationPolicy: fixture.pricing.cancellationPolicy,
    providerAdditionalReservationInfo: { hostConfirmationCode: `H${sequence}${sequence * 7}` },
    ...(collection === undefined ? {} : { listingCollection: collection }),
  };
}
