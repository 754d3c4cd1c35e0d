import { apiBasePath, type ListingRate, type VacationRentalListing } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import type { ListingFixture } from '../fixtures/listings/listingFixture';
import { defaultListingFixture, listingFixtures } from '../fixtures/listings/listings';
import { shopHandlers } from '../handlers/shop';
import { errorAnswer, neverAnswers, type Scenario } from './scenario';

const shopPath = `*${apiBasePath}/homes/shop`;

type ListingContent = VacationRentalListing['listing']['content'];

/** The default listing with its content edited. */
function withContent(
  edit: (content: ListingContent) => ListingContent,
  base: ListingFixture = defaultListingFixture,
): ListingFixture {
  const { content } = base;
  return {
    ...base,
    content: {
      ...content,
      listing: { ...content.listing, content: edit(content.listing.content) },
    },
  };
}

function withPricing(edit: Partial<ListingFixture['pricing']>): ListingFixture {
  return { ...defaultListingFixture, pricing: { ...defaultListingFixture.pricing, ...edit } };
}

/** The default listing with only `tagged` of its photos keeping their tags. */
function withTaggedPhotos(tagged: number): ListingFixture {
  return withContent((content) => ({
    ...content,
    media: content.media.map((photo, index) => (index < tagged ? photo : { url: photo.url })),
  }));
}

const answering = (description: string, fixture: ListingFixture): Scenario => ({
  description,
  handlers: { shop: shopHandlers(fixture) },
});

const unavailable = (description: string, reasons: string[]) =>
  answering(description, { ...defaultListingFixture, unavailableReasons: reasons });

const cancellation = (policy: ListingRate['cancellationPolicy']) =>
  answering(
    `Cancellation policy ${policy.policy} with its primary and secondary text`,
    withPricing({ cancellationPolicy: policy }),
  );

export const shopScenarios = {
  'shop/loading': {
    description: 'Skeleton while the listing loads',
    handlers: { shop: neverAnswers('post', shopPath) },
  },
  'shop/success': {
    description: 'The full listing with a rate',
    handlers: { shop: shopHandlers() },
  },
  'shop/failure/no-availability': {
    description: 'Error modal with a single button back to the landing path',
    handlers: {
      shop: [
        http.post(shopPath, () =>
          HttpResponse.json({ value: { listing: null, failureReason: 'NoAvailability' } }),
        ),
      ],
    },
  },
  'shop/failure/unknown': {
    description: 'Error modal; failure logged as Unknown',
    handlers: { shop: errorAnswer('post', shopPath, 500) },
  },
  'shop/unavailable': unavailable(
    '"This vacation rental is not available. Return to the search page for more vacation rentals." with "Return to search"',
    [],
  ),
  'shop/unavailable/min-stay': unavailable('Minimum nights stay not met.', ['MinStayViolation']),
  'shop/unavailable/max-stay': unavailable('Max nights stay exceeded.', ['MaxStayViolation']),
  'shop/unavailable/occupancy': unavailable('Guest limit exceeded.', ['OccupancyViolation']),
  'shop/unavailable/pet-policy': unavailable('Pets not allowed.', ['PetPolicyViolation']),
  'shop/unavailable/check-in-not-allowed': unavailable('Check-in date is not allowed.', [
    'CheckInNotAllowed',
  ]),
  'shop/unavailable/check-out-not-allowed': unavailable('Check-out date is not allowed.', [
    'CheckOutNotAllowed',
  ]),
  'shop/unavailable/blocked-dates': unavailable('The dates you have selected are not available.', [
    'BlockedDates',
  ]),
  'shop/unavailable/min-booking-window': unavailable('Listing not available on short notice.', [
    'MinBookingWindowViolation',
  ]),
  'shop/unavailable/default': unavailable('Listing is not available.', ['RateUnavailable']),
  'shop/gallery/categorized': answering(
    '"See all photos (N)" modal grouped by photo group',
    defaultListingFixture,
  ),
  'shop/gallery/mostly-untagged': answering(
    'Photo modal as one plain list (6 of 10 photos tagged)',
    withTaggedPhotos(6),
  ),
  'shop/image-load-failure': {
    description: 'A broken photo is hidden (event logged)',
    handlers: {
      shop: [
        ...shopHandlers(
          withContent((content) => ({
            ...content,
            media: content.media.map((photo, index) =>
              index === 1 ? { ...photo, url: '/mock-media/missing-photo.jpg' } : photo,
            ),
          })),
        ),
        http.get('*/mock-media/*', () => new HttpResponse(null, { status: 404 })),
      ],
    },
  },
  'shop/reviews': answering(
    'Reviews section; score divided by 10 with one decimal',
    defaultListingFixture,
  ),
  'shop/rooms/many': answering(
    '"Bedroom n", "Bathroom n" cards with "View all (N)" / "View less"',
    listingFixtures.beachHouse,
  ),
  'shop/amenities/all-categories': answering(
    'Amenities in every category, first 4 each with "View all (n)"',
    listingFixtures.beachHouse,
  ),
  'shop/host': answering('"Hosted by" and the host name', defaultListingFixture),
  'shop/check-in-times': answering(
    'Check-in and check-out windows and check-in information',
    defaultListingFixture,
  ),
  'shop/important-information/long': answering(
    'Important information cut at 500 characters with read more',
    defaultListingFixture,
  ),
  'shop/no-description': answering(
    'No About section',
    withContent(({ description: _, ...content }) => content),
  ),
  'shop/description/long': answering(
    'Description cut at 500 characters with read more',
    defaultListingFixture,
  ),
  'shop/description/just-over': answering(
    'Description shown in full (excess under half the limit)',
    listingFixtures.cityLoft,
  ),
  'shop/reviews/none': answering('No Reviews section', {
    ...defaultListingFixture,
    content: {
      ...defaultListingFixture.content,
      listing: { ...defaultListingFixture.content.listing, reviews: [] },
    },
  }),
  'shop/pets-allowed': answering(
    'Pets allowed; pets policy cut at 200 characters with read more',
    defaultListingFixture,
  ),
  'shop/pets-not-allowed': answering('Pets not allowed', listingFixtures.cityLoft),
  'shop/address/full': answering('Full address', defaultListingFixture),
  'shop/address/obfuscated': answering('Approximate address', listingFixtures.cityLoft),
  'shop/address/empty': answering('No address line', listingFixtures.desertCasita),
  'shop/guests/listing-max': answering(
    "Guest picker capped at the listing's maxOccupancy of 4",
    listingFixtures.desertCasita,
  ),
  'shop/cancellation/fully-refundable': cancellation(
    defaultListingFixture.pricing.cancellationPolicy,
  ),
  'shop/cancellation/non-refundable': cancellation({
    policy: 'NonRefundable',
    primaryText: 'Non-refundable',
    secondaryText: 'This booking cannot be refunded once it is made.',
  }),
  'shop/cancellation/partially-refundable': cancellation({
    policy: 'PartiallyRefundable',
    primaryText: 'Partially refundable',
    secondaryText: '50% refund until 30 days before check-in.',
  }),
  'shop/cancellation/unknown': cancellation({
    policy: 'Unknown',
    primaryText: 'Cancellation policy set by the host',
    secondaryText: 'Ask the host before you book.',
  }),
  'shop/payment-policy/full-due-now': answering(
    'Full payment due at booking',
    defaultListingFixture,
  ),
  'shop/payment-policy/text': answering('Payment schedule text', listingFixtures.beachHouse),
  'shop/payment-policy/card-on-file': answering(
    'The default card-on-file text',
    defaultListingFixture,
  ),
  'shop/price/discounts': answering(
    'Discount lines funded by Wayfare, the host or jointly',
    listingFixtures.beachHouse,
  ),
  'shop/price/taxes-included': answering(
    'Prices shown with taxes and fees included',
    listingFixtures.desertCasita,
  ),
  'shop/price/non-usd': answering('Prices in CAD', listingFixtures.beachHouse),
} satisfies Record<`shop/${string}`, Scenario>;
