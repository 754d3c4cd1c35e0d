import type { Meta, StoryObj } from '@storybook/react-vite';
import { tenantSettings } from '@wayfare/domain';
import {
  consumerTenant,
  dialogsClosed,
  frozenNow,
  mobileViewport,
  shownDialog,
} from '@wayfare/test-kit/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import { succeedingActions } from './testing/itineraryStoryActions';
import {
  canceledFlight,
  cancunPackage,
  carRental,
  experience,
  homeStay,
  hotelStay,
  multiCityFlight,
  packageFlight,
  packageHotel,
  pastHomeStay,
  roundTripFlight,
  storyFlightNames,
  watchedPrice,
} from './testing/itineraryStoryTrips';
import { TripItinerary } from './TripItinerary';

const meta = {
  title: 'Components/Trips/Itinerary/TripItinerary',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TripItinerary,
  parameters: { layout: 'padded' },
  args: {
    trip: roundTripFlight,
    now: frozenNow,
    actions: succeedingActions(),
    supportPhone: tenantSettings('consumer').supportPhone,
    flightNames: storyFlightNames,
  },
} satisfies Meta<typeof TripItinerary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons of a section, by name, in order. */
const buttonsOf = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/**
 * A round trip: its title, time state, dates, status and code; each slice with its flights in
 * local times, "+1 day" overnight and the layover in Montréal; check in with the airline. Resend
 * confirmation opens its modal, sends, and gives focus back to its button once done.
 */
export const Flight: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('article', { name: 'Toronto - Paris - Toronto' });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Toronto - Paris - Toronto',
    );
    await expect(within(details).getByText('Upcoming')).toBeVisible();
    await expect(within(details).getByText('Jul 10 – Jul 17, 2026')).toBeVisible();
    await expect(definitionsOf(details, 'Status')).toEqual(['Confirmed']);
    await expect(definitionsOf(details, 'Confirmation code')).toEqual(['WFTPARIS', 'WFTPARIS']);
    const flight = canvas.getByRole('region', { name: 'Flight' });
    await expect(
      within(flight)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Outbound: YYZ to CDG', 'Return: CDG to YYZ']);
    await expect(within(flight).getByText('Air Canada AC 880')).toBeVisible();
    await expect(definitionsOf(flight, 'Arrives')[0]).toMatch(
      /^Sat, Jul 11, 7:50\sAM · CDG Paris · \+1 day$/,
    );
    await expect(within(flight).getByText('Layover 1 h 55 min in YUL Montréal')).toBeVisible();
    await expect(buttonsOf(flight)).toEqual([
      'Check in with the airline',
      'Cancel flight',
      'Change flight',
    ]);
    const booking = canvas.getByRole('region', { name: 'Your booking' });
    await expect(buttonsOf(booking)).toEqual([
      'Confirmation',
      'Resend confirmation',
      'Change email',
      'Travelers',
      'Request traveler edit',
    ]);

    const resend = within(booking).getByRole('button', { name: 'Resend confirmation' });
    await userEvent.click(resend);
    const dialog = await shownDialog('Resend confirmation');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'We sent the confirmation to alex.morgan@example.com.',
    );
    await expect(args.actions.resendConfirmation).toHaveBeenCalledWith('alex.morgan@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await dialogsClosed();
    await waitFor(() => expect(resend).toHaveFocus());
  },
};

/**
 * A multi-city trip of five legs on separate tickets: its title (three cities, then an ellipsis),
 * H- and the agent locator, one line a leg, the note on separate tickets, and the whole itinerary
 * in its modal.
 */
export const MultiCity: Story = {
  args: { trip: multiCityFlight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Toronto - London - Paris…',
    );
    await expect(definitionsOf(canvasElement, 'Confirmation code')[0]).toBe('H-WFEUROPE');
    const flight = canvas.getByRole('region', { name: 'Flight' });
    const legs = within(flight).getByRole('list', { name: 'Flights of this trip' });
    await expect(within(legs).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(legs).getAllByRole('listitem')[4]).toHaveTextContent(
      'Leg 5 of 5: BCN to YYZ',
    );
    await expect(within(flight).getByText(/separate tickets from airlines/)).toBeVisible();
    await expect(buttonsOf(flight)).toEqual([
      'Check in with the airline',
      'Flight itinerary',
      'About separate tickets',
      'Cancel flight',
      'Change flight',
    ]);
    await userEvent.click(within(flight).getByRole('button', { name: 'Flight itinerary' }));
    const dialog = await shownDialog('Multi-city itinerary');
    await expect(dialog.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

/** A hotel: its stay in the hotel's local times, its room and guests, and its itemized receipt. */
export const Hotel: Story = {
  args: { trip: hotelStay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hotel = canvas.getByRole('region', { name: 'Hotel' });
    await expect(within(hotel).getByText('The Langham, Chicago')).toBeVisible();
    await expect(definitionsOf(hotel, 'Check-in')[0]).toMatch(/^Thu, Aug 20, 3:00\sPM$/);
    await expect(definitionsOf(hotel, 'Room')).toEqual(['Deluxe King Room']);
    await expect(buttonsOf(hotel)).toEqual(['Check-in and check-out', 'Basic info']);
    const booking = canvas.getByRole('region', { name: 'Your booking' });
    await userEvent.click(within(booking).getByRole('button', { name: 'Itemized receipt' }));
    const dialog = await shownDialog('Itemized receipt');
    await expect(dialog.getByRole('row', { name: 'Total $926.46' })).toBeVisible();
  },
};

/** A car: company, car, pick up and drop off; its drivers, the main one first. */
export const Car: Story = {
  args: { trip: carRental },
  play: async ({ canvasElement }) => {
    const car = within(canvasElement).getByRole('region', { name: 'Car rental' });
    await expect(definitionsOf(car, 'Company')).toEqual(['Hertz']);
    await expect(buttonsOf(car)).toEqual(['Car confirmation', 'Drivers', 'Pick up', 'Drop off']);
    await userEvent.click(within(car).getByRole('button', { name: 'Drivers' }));
    const dialog = await shownDialog('Drivers');
    await expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('Alex MorganMain driver');
  },
};

/**
 * A home still to come: its buttons, Cancel home among them; cancelling it step by step, from the
 * quote to the cancellation, with focus back on Cancel home afterwards.
 */
export const Home: Story = {
  args: { trip: homeStay },
  play: async ({ canvasElement, args }) => {
    const home = within(canvasElement).getByRole('region', { name: 'Home' });
    await expect(buttonsOf(home)).toEqual([
      'Check-in and check-out',
      'Basic info',
      'Host and rental details',
      'Cancellation policy',
      'Cancel home',
    ]);
    const cancel = within(home).getByRole('button', { name: 'Cancel home' });
    await userEvent.click(cancel);
    const dialog = await shownDialog('Cancel home');
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel this booking' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Your booking of Lakeside Cabin with Dock is cancelled.',
    );
    await expect(args.actions.homeCancel.cancel).toHaveBeenCalledWith('quote-home-muskoka');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await dialogsClosed();
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};

/** The same home on a phone: the sections stack, the booking last. */
export const HomeMobile: Story = {
  args: { trip: homeStay },
  globals: mobileViewport,
};

/** A package: its flight and its hotel, each with its own check-in, and its receipt. */
export const Package: Story = {
  args: { trip: cancunPackage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Flight', 'Hotel', 'Your booking']);
    await expect(canvas.getByRole('button', { name: 'Check in with the airline' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check-in and check-out' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Itemized receipt' })).toBeVisible();
  },
};

/** The hotel of a package, with the package's itemized receipt. */
export const PackageHotel: Story = {
  args: { trip: packageHotel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Package hotel')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Hotel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Itemized receipt' })).toBeVisible();
  },
};

/** The flight of a package. */
export const PackageFlight: Story = {
  args: { trip: packageFlight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Package flight')).toBeVisible();
    await expect(canvas.getByText('TAP Air Portugal TP 260')).toBeVisible();
  },
};

/** An experience: where it meets, when it starts, how long; its itinerary and policy. */
export const Experience: Story = {
  args: { trip: experience },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Experience' });
    await expect(definitionsOf(section, 'Duration')).toEqual(['2 h 30 min']);
    await expect(buttonsOf(section)).toEqual(['Experience itinerary', 'Cancellation policy']);
  },
};

/**
 * A canceled flight: the cancellation event says it went through; nothing is offered that would
 * change a trip no longer taken (no check-in, no email change, no traveler edit).
 */
export const Canceled: Story = {
  args: { trip: canceledFlight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Canceled', { selector: '.MuiChip-label' })).toBeVisible();
    // Said once, as the trip's notice (TripNotices), not announced as an alert on load.
    await expect(canvas.getByRole('note')).toHaveTextContent('Your cancellation went through.');
    await expect(buttonsOf(canvas.getByRole('region', { name: 'Flight' }))).toEqual([]);
    await expect(buttonsOf(canvas.getByRole('region', { name: 'Your booking' }))).toEqual([
      'Confirmation',
      'Resend confirmation',
      'Travelers',
    ]);
  },
};

/** A home stayed in: it can no longer be cancelled. */
export const PastHome: Story = {
  args: { trip: pastHomeStay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel home' })).toBeNull();
  },
};

/** A watched price has no details page: its title and why there is nothing more. */
export const Watch: Story = {
  args: { trip: watchedPrice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/has no itinerary to show/)).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Opened on its receipt, as a link to the "itemized receipt" screen asks (products §2). */
export const OpenedOnReceipt: Story = {
  args: { trip: hotelStay, defaultModal: 'receipt' },
  play: async () => {
    const dialog = await shownDialog('Itemized receipt');
    await expect(dialog.getAllByRole('row')).toHaveLength(5);
  },
};
