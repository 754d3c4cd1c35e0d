import type { Trip, TripFlight } from '@wayfare/domain';
import {
  airlines,
  airports,
  carTrip,
  experienceTrip,
  flightTrip,
  homeTrip,
  hotels,
  hotelTrip,
  packageTrip,
  usd,
  watchTrip,
  type LegInput,
} from '@wayfare/mocks';
import type { FlightNames } from '../flightNames';

// The trips of the itinerary details' stories and tests, built with the mocks' builders around
// the frozen clock (1 July 2026, 10:00 in Toronto): upcoming trips in July and later, a past one
// in May. Fixed values only, so every render and screenshot is the same.

/** The names of the mocks' airlines and airports (their cities), as a page would pass them. */
export const storyFlightNames: FlightNames = {
  airlines,
  airports: Object.fromEntries(Object.entries(airports).map(([code, { city }]) => [code, city])),
};

/**
 * The layover after each segment of each slice but the last, from its arrival to the next
 * departure (both local times of the same airport), which the builders leave out.
 */
function withLayovers(trip: Trip, selfTransferAfter?: string): Trip {
  if (trip.flight === undefined) return trip;
  const slices = trip.flight.itinerary.slices.map((slice) => ({
    ...slice,
    segments: slice.segments.map((segment, index) => {
      const next = slice.segments[index + 1];
      if (next === undefined) return segment;
      const minutes =
        (Date.parse(`${next.scheduledDeparture}:00Z`) -
          Date.parse(`${segment.scheduledArrival}:00Z`)) /
        60_000;
      const flight = `${segment.marketingAirline.code}${segment.marketingAirline.flightNumber}`;
      return {
        ...segment,
        stopoverDurationMinutes: minutes,
        ...(flight === selfTransferAfter ? { isSelfTransferLayover: true } : {}),
      };
    }),
  }));
  const flight: TripFlight = { ...trip.flight, itinerary: { ...trip.flight.itinerary, slices } };
  return { ...trip, flight };
}

const toParis: LegInput = {
  from: 'YYZ',
  to: 'CDG',
  airline: 'AC',
  flightNumber: '880',
  departure: '2026-07-10T18:35',
  arrival: '2026-07-11T07:50',
};
const parisToMontreal: LegInput = {
  from: 'CDG',
  to: 'YUL',
  airline: 'AC',
  flightNumber: '871',
  departure: '2026-07-17T10:15',
  arrival: '2026-07-17T12:05',
};
const montrealToToronto: LegInput = {
  from: 'YUL',
  to: 'YYZ',
  airline: 'AC',
  flightNumber: '414',
  departure: '2026-07-17T14:00',
  arrival: '2026-07-17T15:20',
};

/** A round trip Toronto - Paris: out non-stop overnight (+1 day), back through Montréal. */
export const roundTripFlight = withLayovers(
  flightTrip({
    id: 'itinerary-flight-paris',
    slices: [[toParis], [parisToMontreal, montrealToToronto]],
    tags: ['Exchangeable'],
    travelers: [
      { name: 'Alex Morgan', kind: 'Adult' },
      { name: 'Jamie Morgan', kind: 'Adult' },
      { name: 'Sam Morgan', kind: 'Child' },
    ],
  }),
);

/** A multi-city trip of five legs (the most, products §2) on separate tickets (virtual interline). */
export const multiCityFlight = flightTrip({
  id: 'itinerary-flight-europe',
  multiTicketType: 'virtualInterline',
  slices: [
    [
      {
        from: 'YYZ',
        to: 'LHR',
        airline: 'AC',
        flightNumber: '848',
        departure: '2026-09-01T20:05',
        arrival: '2026-09-02T08:10',
      },
    ],
    [
      {
        from: 'LHR',
        to: 'CDG',
        airline: 'BA',
        flightNumber: '306',
        departure: '2026-09-05T10:20',
        arrival: '2026-09-05T12:40',
      },
    ],
    [
      {
        from: 'CDG',
        to: 'FCO',
        airline: 'AF',
        flightNumber: '1004',
        departure: '2026-09-09T09:15',
        arrival: '2026-09-09T11:20',
      },
    ],
    [
      {
        from: 'FCO',
        to: 'BCN',
        airline: 'AF',
        flightNumber: '1180',
        departure: '2026-09-12T13:30',
        arrival: '2026-09-12T15:10',
      },
    ],
    [
      {
        from: 'BCN',
        to: 'YYZ',
        airline: 'AC',
        flightNumber: '1939',
        departure: '2026-09-15T12:00',
        arrival: '2026-09-15T15:05',
      },
    ],
  ],
});

/** A hotel stay in August, with a receipt of its nights, taxes and a resort fee. */
export const hotelStay = hotelTrip({
  id: 'itinerary-hotel-chicago',
  hotel: hotels.chicago,
  checkInOn: '2026-08-20',
  nights: 3,
  guests: 2,
  roomName: 'Deluxe King Room',
  total: 926.46,
  receipt: {
    lines: [
      { label: '3 nights', amount: usd(747) },
      { label: 'Taxes and fees', amount: usd(134.46) },
      { label: 'Resort fee', amount: usd(45) },
    ],
    total: usd(926.46),
    paidWith: 'Visa ending in 1111',
  },
});

/** A car in Calgary in July, with a second driver. */
export const carRental = carTrip({
  id: 'itinerary-car-calgary',
  vendor: 'Hertz',
  vehicle: 'Toyota RAV4 or similar',
  vendorConfirmation: 'H48213977',
  pickUp: {
    name: 'Calgary International Airport',
    address: '2000 Airport Rd NE, Calgary, AB T2E 6W5',
    at: '2026-07-20T10:00',
  },
  dropOff: {
    name: 'Hertz Downtown Calgary',
    address: '227 11 Ave SW, Calgary, AB T2R 1R9',
    at: '2026-07-24T17:30',
  },
  drivers: [
    { name: 'Jamie Morgan', isMain: false },
    { name: 'Alex Morgan', isMain: true },
  ],
});

/** A lakeside home in August, still cancellable online, with its host's own code. */
export const homeStay = homeTrip({
  id: 'itinerary-home-muskoka',
  listingId: 'lakeside-cabin',
  listingName: 'Lakeside Cabin with Dock',
  address: '12 Lake Rd, Huntsville, ON P1H 2J3',
  guests: 4,
  hostConfirmationCode: 'HM-77341',
  cancellationPolicy:
    'Full refund until 14 days before check-in.\nAfter that, 50% of the nightly rate is refunded.',
  checkInOn: '2026-08-01',
  nights: 7,
});

/** A home stayed in, in May: over, so it can no longer be cancelled or changed. */
export const pastHomeStay = homeTrip({
  id: 'itinerary-home-past',
  listingId: 'city-loft',
  listingName: 'Sunny City Loft',
  address: '88 Queen St W, Toronto, ON M5H 2M5',
  guests: 2,
  cancellationPolicy: 'Non-refundable.',
  checkInOn: '2026-05-08',
  nights: 3,
  isCancellable: false,
});

const toCancun: LegInput = {
  from: 'YYZ',
  to: 'CUN',
  airline: 'WS',
  flightNumber: '2410',
  departure: '2026-11-14T07:05',
  arrival: '2026-11-14T11:20',
};
const fromCancun: LegInput = {
  from: 'CUN',
  to: 'YYZ',
  airline: 'WS',
  flightNumber: '2411',
  departure: '2026-11-21T12:30',
  arrival: '2026-11-21T17:05',
};

/** A flight and hotel package to Cancún in November. */
export const cancunPackage = packageTrip({
  id: 'itinerary-package-cancun',
  flight: { slices: [[toCancun], [fromCancun]] },
  hotel: { hotel: hotels.cancun, checkInOn: '2026-11-14', nights: 7, roomName: 'Ocean View Suite' },
});

/** The hotel of a package, booked as its own trip. */
export const packageHotel = hotelTrip({
  id: 'itinerary-package-hotel-lisbon',
  kind: 'PackageHotel',
  hotel: hotels.lisbon,
  checkInOn: '2026-10-03',
  nights: 5,
});

/** The flight of the same package. */
export const packageFlight = flightTrip({
  id: 'itinerary-package-flight-lisbon',
  kind: 'PackageFlight',
  slices: [
    [
      {
        from: 'YYZ',
        to: 'LIS',
        airline: 'TP',
        flightNumber: '260',
        departure: '2026-10-02T21:40',
        arrival: '2026-10-03T09:50',
      },
    ],
    [
      {
        from: 'LIS',
        to: 'YYZ',
        airline: 'TP',
        flightNumber: '259',
        departure: '2026-10-08T15:05',
        arrival: '2026-10-08T18:00',
      },
    ],
  ],
});

/** A boat tour in July. */
export const experience = experienceTrip({
  id: 'itinerary-experience-niagara',
  name: 'Niagara Falls Boat Tour',
  meetingPoint: {
    name: 'Hornblower Niagara Cruises',
    address: '5920 Niagara Pkwy, Niagara Falls, ON',
  },
  startsAt: '2026-07-12T09:00',
  durationMinutes: 150,
  cancellationPolicy: 'Free cancellation up to 24 hours before the start.',
  itinerary: [
    { title: 'Check in at the dock', description: 'Show your ticket at the Hornblower kiosk.' },
    {
      title: 'The cruise',
      description: 'To the foot of the Horseshoe Falls, rain poncho included.',
    },
    { title: 'Free time', description: 'Walk the Niagara Parkway at your own pace.' },
  ],
});

/** A flight the traveller canceled, whose cancellation went through. */
export const canceledFlight = flightTrip({
  id: 'itinerary-flight-miami',
  status: 'Canceled',
  slices: [
    [
      {
        from: 'YYZ',
        to: 'MIA',
        airline: 'AC',
        flightNumber: '1640',
        departure: '2026-08-03T08:00',
        arrival: '2026-08-03T11:10',
      },
    ],
  ],
  tags: ['Canceled'],
  ticketStatus: 'Canceled',
  cancellationEvent: 'CancellationAttemptOk',
});

/** A watched price: no booking, so no details. */
export const watchedPrice = watchTrip({
  id: 'itinerary-watch-lisbon',
  from: 'YYZ',
  to: 'LIS',
  departOn: '2026-09-12',
  returnOn: '2026-09-20',
  price: 612,
  state: 'Watching',
  notification: 'Email',
});

/** One trip of each kind that has details (products §3 "Trip kinds", a Watch has none). */
export const itineraryOfEachKind = {
  Flight: roundTripFlight,
  Hotel: hotelStay,
  Car: carRental,
  Home: homeStay,
  Package: cancunPackage,
  PackageHotel: packageHotel,
  PackageFlight: packageFlight,
  Experience: experience,
} satisfies Record<Exclude<Trip['kind'], 'Watch'>, Trip>;
