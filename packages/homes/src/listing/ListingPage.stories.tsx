import type { Meta, StoryObj } from '@storybook/react-vite';
import { listingUnavailableNotice, unavailabilityMessage } from '@wayfare/domain';
import type { ScenarioId } from '@wayfare/mocks';
import {
  consumerTenant,
  corporateTenant,
  desktopViewport,
  framedDocs,
  mobileViewport,
  pageAt,
  playing,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { homesRoutes } from '../routes/homesRoutes';
import { listingErrorTexts } from './ListingErrorModal';

interface ListingPageAtProps {
  readonly path: string;
}

function ListingPageAt({ path }: ListingPageAtProps) {
  return pageAt(homesRoutes(), path);
}

const shopPath =
  '/vacation-rentals/shop/?listingId=listing-lakeside-cabin&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&locationName=Dorset%2C+ON';

const meta = {
  title: 'Pages/Homes/ListingPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: shopPath },
} satisfies Meta<typeof ListingPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The full listing with a rate: every section, the sticky booking panel. */
export const Default: Story = {
  // The section tabs are desktop's; on a phone the page scrolls (Mobile).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  parameters: playing('shop/success'),
  play: async () => {
    await heading('Lakeside Cabin with Private Dock and Boathouse');
    for (const title of ['Overview', 'About', 'Amenities', 'Reviews', 'Location', 'House rules']) {
      await expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      screen.getByRole('tablist', { name: 'Sections of this vacation rental' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: mobileViewport,
  play: async () => {
    await heading('Lakeside Cabin with Private Dock and Boathouse');
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(screen.getAllByRole('button', { name: 'Continue' }).length).toBeGreaterThan(0);
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
// Tags are read from the file, not from the spread: say it again.
export const Corporate: Story = {
  ...Default,
  globals: { ...desktopViewport, ...corporateTenant },
  tags: ['desktop-play'],
};

export const Loading: Story = {
  parameters: playing('shop/loading'),
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: 'Loading the vacation rental' }),
    ).toBeVisible();
  },
};

const errorModal = (scenario: ScenarioId): Story => ({
  parameters: playing(scenario),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: listingErrorTexts.title });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Explore properties' }));
    await heading('Landing page');
  },
});

export const FailureNoAvailability = errorModal('shop/failure/no-availability');
export const FailureUnknown = errorModal('shop/failure/unknown');

/** No listing id in the address. */
export const NoListing: Story = {
  args: { path: '/vacation-rentals/shop/' },
  play: async () => {
    await screen.findByRole('dialog', { name: listingErrorTexts.title });
    // The dialog fades in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Explore properties' })).toBeVisible(),
    );
  },
};

export const Unavailable: Story = {
  parameters: playing('shop/unavailable'),
  play: async () => {
    await expect(await screen.findByText(listingUnavailableNotice.text)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Return to search' }));
    await heading('Vacation rentals in Dorset, ON');
  },
};

const unavailable = (scenario: ScenarioId, reason: string, extra: Partial<Story> = {}): Story => ({
  ...extra,
  parameters: playing(scenario),
  play: async () => {
    const message = unavailabilityMessage(reason);
    await expect(await screen.findByText(message.title)).toBeVisible();
    await expect(screen.getByText(message.subtitle)).toBeVisible();
    await expect(screen.getByRole('button', { name: message.actionLabel })).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Continue' })[0]).toBeDisabled();
  },
});

export const UnavailableMinStay = unavailable('shop/unavailable/min-stay', 'MinStayViolation');
export const UnavailableMinStayMobile = unavailable(
  'shop/unavailable/min-stay',
  'MinStayViolation',
  { globals: mobileViewport },
);
export const UnavailableMaxStay = unavailable('shop/unavailable/max-stay', 'MaxStayViolation');
export const UnavailableOccupancy = unavailable('shop/unavailable/occupancy', 'OccupancyViolation');
export const UnavailablePetPolicy = unavailable(
  'shop/unavailable/pet-policy',
  'PetPolicyViolation',
);
export const UnavailableCheckInNotAllowed = unavailable(
  'shop/unavailable/check-in-not-allowed',
  'CheckInNotAllowed',
);
export const UnavailableCheckOutNotAllowed = unavailable(
  'shop/unavailable/check-out-not-allowed',
  'CheckOutNotAllowed',
);
export const UnavailableBlockedDates = unavailable(
  'shop/unavailable/blocked-dates',
  'BlockedDates',
);
export const UnavailableMinBookingWindow = unavailable(
  'shop/unavailable/min-booking-window',
  'MinBookingWindowViolation',
);
export const UnavailableDefault = unavailable('shop/unavailable/default', 'Anything else');

/** The photo modal grouped by photo group (at least 70% tagged, experiment on). */
export const GalleryCategorized: Story = {
  parameters: playing('shop/gallery/categorized'),
  play: async () => {
    await heading(/Lakeside Cabin/);
    await userEvent.click(screen.getByRole('button', { name: 'See all photos (10)' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Living Area' })).toBeVisible(),
    );
  },
};

const plainGallery = (parameters: ReturnType<typeof playing>): Story => ({
  parameters,
  play: async () => {
    await heading(/Lakeside Cabin/);
    await userEvent.click(screen.getByRole('button', { name: 'See all photos (10)' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('heading', { name: 'Living Area' })).toBeNull();
  },
});

export const GalleryMostlyUntagged = plainGallery(playing('shop/gallery/mostly-untagged'));
export const GalleryExperimentOff = plainGallery(playing('experiment/categorized-gallery/off'));

export const ImageLoadFailure: Story = {
  parameters: playing('shop/image-load-failure'),
  play: async () => {
    await heading(/Lakeside Cabin/);
    await waitFor(() =>
      expect(document.querySelector('img[src="/mock-media/missing-photo.jpg"]')).toBeNull(),
    );
  },
};

export const NoDescription: Story = {
  parameters: playing('shop/no-description'),
  play: async () => {
    await heading(/Lakeside Cabin/);
    await expect(screen.queryByRole('heading', { level: 2, name: 'About' })).toBeNull();
  },
};

export const DescriptionJustOver: Story = {
  parameters: playing('shop/description/just-over'),
  play: async () => {
    await heading('Sunlit Mile End Loft');
    const about = screen.getByRole('region', { name: 'About' });
    await expect(within(about).queryByRole('button', { name: 'Read more' })).toBeNull();
  },
};

export const DescriptionLong: Story = {
  parameters: playing('shop/description/long'),
  play: async () => {
    await heading(/Lakeside Cabin/);
    await expect(
      within(screen.getByRole('region', { name: 'About' })).getByRole('button', {
        name: 'Read more',
      }),
    ).toBeVisible();
  },
};

export const ReviewsNone: Story = {
  parameters: playing('shop/reviews/none'),
  play: async () => {
    await heading(/Lakeside Cabin/);
    await expect(screen.queryByRole('heading', { level: 2, name: 'Reviews' })).toBeNull();
  },
};

export const ReviewsExperimentOff: Story = {
  ...ReviewsNone,
  parameters: playing('experiment/reviews/off'),
};

export const RoomsMany: Story = {
  parameters: playing('shop/rooms/many'),
  play: async () => {
    await heading('Tofino Surf Estate on Chesterman Beach');
    await expect(screen.getByRole('button', { name: 'View all (13)' })).toBeVisible();
  },
};

export const PetsNotAllowed: Story = {
  parameters: playing('shop/pets-not-allowed'),
  play: async () => {
    await heading('Sunlit Mile End Loft');
    await expect(screen.getByText('Pets not allowed')).toBeVisible();
  },
};

export const AddressEmpty: Story = {
  parameters: playing('shop/address/empty'),
  play: async () => {
    await heading('Adobe Casita under the Stars');
    await expect(
      within(screen.getByRole('region', { name: 'Location' })).queryByText(/,/),
    ).toBeNull();
  },
};

export const PriceNonUsdWithDiscounts: Story = {
  parameters: playing('shop/price/non-usd'),
  play: async () => {
    await heading('Tofino Surf Estate on Chesterman Beach');
    await expect(screen.getByText('Host discount')).toBeVisible();
    await expect(screen.getAllByText(/^CA\$/).length).toBeGreaterThan(0);
  },
};

export const TaxesIncluded: Story = {
  parameters: playing('shop/price/taxes-included'),
  play: async () => {
    await heading('Adobe Casita under the Stars');
    await expect(screen.getByText(/Prices include taxes and fees\./)).toBeVisible();
  },
};

/** Vacation rentals switched off: the module sends the traveller to the landing path. */
export const ExperimentOff: Story = {
  parameters: playing('experiment/vacation-rentals/off'),
  play: async () => {
    await heading('Landing page');
  },
};
