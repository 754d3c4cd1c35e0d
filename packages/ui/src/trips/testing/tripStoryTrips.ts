import type { ScheduleChange, Trip, TripFlight } from '@wayfare/domain';
import {
  carTrip,
  experienceTrip,
  flightTrip,
  homeTrip,
  hotelTrip,
  packageTrip,
  usd,
  watchTrip,
  type LegInput,
} from '@wayfare/mocks';

// The trips of the hub's stories and tests, built with the mocks' builders around the frozen
// clock (1 July 2026, 10:00 in Toronto): upcoming trips in July and later, past ones in May.

/** A flight trip with parts of its flight and of its itinerary replaced, for one state's story. */
export function withFlight(
  trip: Trip,
  flight: Partial<TripFlight>,
  itinerary: Partial<TripFlight['itinerary']> = {},
): Trip {
  if (trip.flight === undefined) throw new Error(`${trip.id} has no flight.`);
  return {
    ...trip,
    flight: {
      ...trip.flight,
      ...flight,
      itinerary: { ...trip.flight.itinerary, ...itinerary },
    },
  };
}

const toParis: LegInput = {
  from: 'YYZ',
  to: 'CDG',
  airline: 'AC',
  flightNumber: '880',
  departure: '2026-07-10T18:35',
  arrival: '2026-07-11T07:50',
};
const fromParis: LegInput = {
  from: 'CDG',
  to: 'YYZ',
  airline: 'AC',
  flightNumber: '881',
  departure: '2026-07-17T10:15',
  arrival: '2026-07-17T12:40',
};
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

/** A round trip Toronto - Paris in July, changeable, still voidable (bought in the US). */
export const parisFlight = flightTrip({
  id: 'trip-flight-paris',
  slices: [[toParis], [fromParis]],
  tags: ['Exchangeable', 'Chfar'],
  voidState: 'PreTicketVoidable',
  purchaseCountry: 'US',
});

/** A hotel stay under way: checked in on 29 June, out on 3 July. */
export const vancouverHotel = hotelTrip({
  id: 'trip-hotel-vancouver',
  hotel: { name: 'Harbourfront Hotel Vancouver', address: '1133 W Hastings St, Vancouver, BC' },
  checkInOn: '2026-06-29',
  nights: 4,
});

/** A watched round-trip price, notified by email. */
export const lisbonWatch = watchTrip({
  id: 'trip-watch-lisbon',
  from: 'YYZ',
  to: 'LIS',
  departOn: '2026-09-12',
  returnOn: '2026-09-20',
  price: 612,
  state: 'Watching',
  notification: 'Email',
});

const calgaryRental = {
  vendor: 'Hertz',
  vehicle: 'Toyota RAV4 or similar',
  vendorConfirmation: 'H48213977',
  pickUp: {
    name: 'Calgary International Airport',
    address: '2000 Airport Rd NE, Calgary, AB',
    at: '2026-07-20T10:00',
  },
  dropOff: {
    name: 'Calgary International Airport',
    address: '2000 Airport Rd NE, Calgary, AB',
    at: '2026-07-24T10:00',
  },
} as const;

export const calgaryCar = carTrip({ id: 'trip-car-calgary', ...calgaryRental });

export const muskokaHome = homeTrip({
  id: 'trip-home-muskoka',
  listingId: 'lakeside-cabin',
  listingName: 'Lakeside Cabin with Dock',
  address: '12 Lake Rd, Huntsville, ON',
  guests: 4,
  cancellationPolicy: 'Full refund until 14 days before check-in.',
  checkInOn: '2026-08-01',
  nights: 7,
});

export const cancunPackage = packageTrip({
  id: 'trip-package-cancun',
  flight: { slices: [[toCancun], [fromCancun]] },
  hotel: {
    hotel: { name: 'Playa Azul Resort', address: 'Blvd. Kukulcan km 12, Cancún' },
    checkInOn: '2026-11-14',
    nights: 7,
  },
});

/** The hotel of a package booked as its own trip. */
export const romePackageHotel = hotelTrip({
  id: 'trip-package-hotel-rome',
  kind: 'PackageHotel',
  hotel: { name: 'Hotel Fontana Roma', address: 'Piazza di Trevi 96, Rome' },
  checkInOn: '2026-10-03',
  nights: 5,
});

/** The flight of the same package. */
export const romePackageFlight = flightTrip({
  id: 'trip-package-flight-rome',
  kind: 'PackageFlight',
  slices: [
    [
      {
        from: 'YYZ',
        to: 'FCO',
        airline: 'AC',
        flightNumber: '890',
        departure: '2026-10-02T17:30',
        arrival: '2026-10-03T08:15',
      },
    ],
    [
      {
        from: 'FCO',
        to: 'YYZ',
        airline: 'AC',
        flightNumber: '891',
        departure: '2026-10-08T11:00',
        arrival: '2026-10-08T14:35',
      },
    ],
  ],
});

export const niagaraExperience = experienceTrip({
  id: 'trip-experience-niagara',
  name: 'Niagara Falls Boat Tour',
  meetingPoint: {
    name: 'Hornblower Niagara Cruises',
    address: '5920 Niagara Pkwy, Niagara Falls, ON',
  },
  startsAt: '2026-07-12T09:00',
  durationMinutes: 120,
  cancellationPolicy: 'Free cancellation up to 24 hours before the start.',
});

/** One trip of each kind (products §3 "Trip kinds"), in the spec's order. */
export const tripOfEachKind = {
  Flight: parisFlight,
  Hotel: vancouverHotel,
  Watch: lisbonWatch,
  Car: calgaryCar,
  Home: muskokaHome,
  Package: cancunPackage,
  PackageHotel: romePackageHotel,
  PackageFlight: romePackageFlight,
  Experience: niagaraExperience,
} satisfies Record<Trip['kind'], Trip>;

/** A stay in May: over before the frozen clock's today. */
const mayStay = {
  hotel: { name: 'The Boston Harbor Inn', address: '70 Rowes Wharf, Boston, MA' },
  checkInOn: '2026-05-08',
  nights: 3,
} as const;

/** A stay that was taken. */
export const pastHotel = hotelTrip({ id: 'trip-hotel-boston', ...mayStay });

/** A flight the traveller canceled, which left an airline travel credit. */
export const canceledFlight = flightTrip({
  id: 'trip-flight-miami',
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
  tags: ['Canceled', 'Ftc'],
  ticketStatus: 'Canceled',
  futureTravelCredit: { state: 'available', amount: usd(412.6), expiresOn: '2027-03-01' },
  cancellationEvent: 'CancellationAttemptOk',
});

/** A booking that failed: Invalid, whatever its dates. */
export const failedCar = carTrip({
  ...calgaryRental,
  id: 'trip-car-failed',
  status: 'Failure',
});

/** A stay whose booking was never confirmed, and whose dates have passed. */
export const unusedHotel = hotelTrip({
  id: 'trip-hotel-unused',
  status: 'PendingConfirm',
  ...mayStay,
  hotel: { name: 'Harbor View Suites', address: '1 Seaport Blvd, Boston, MA' },
});

/** One trip in each time state (products §4 "Trip time states"). */
export const tripInEachTimeState = {
  Future: parisFlight,
  Present: vancouverHotel,
  Past: pastHotel,
  Canceled: canceledFlight,
  Invalid: failedCar,
  Unused: unusedHotel,
} as const;

/** A flight with a frozen price, listed under Frozen prices. */
export const frozenPriceFlight = flightTrip({
  id: 'trip-freeze-london',
  status: 'Pending',
  slices: [
    [
      {
        from: 'YYZ',
        to: 'LHR',
        airline: 'AC',
        flightNumber: '856',
        departure: '2026-09-05T21:10',
        arrival: '2026-09-06T09:05',
      },
    ],
  ],
  priceFreeze: { frozenPrice: usd(498), expiresAt: '2026-07-14T14:00:00.000Z' },
});

/** A hotel with an offer, listed under Trips with offers too. */
export const offerHotel = hotelTrip({
  id: 'trip-hotel-seattle',
  hotel: { name: 'Pike Place Lodge', address: '1415 5th Ave, Seattle, WA' },
  checkInOn: '2026-08-20',
  nights: 3,
  offer: {
    title: '$50 off your next flight',
    description: 'Book a flight to Seattle before August 15 and save $50.',
  },
});

/** A multi-city flight of four legs, on separate airlines' tickets (virtual interline). */
export const multiCityFlight = flightTrip({
  id: 'trip-flight-europe',
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
        to: 'YYZ',
        airline: 'AC',
        flightNumber: '891',
        departure: '2026-09-14T11:00',
        arrival: '2026-09-14T14:35',
      },
    ],
  ],
});

/** An airline's schedule change with a flight in each segment status, and both choices. */
export const scheduleChangeOfEveryStatus: ScheduleChange = {
  segments: (
    [
      'Confirmed',
      'Pending',
      'Declined',
      'UnMapped',
      'Canceled',
      'Cancelled',
      'ConfirmedPendingNewChange',
      'UnMappedPersisted',
    ] as const
  ).map((status, index) => ({
    flight: `AC ${880 + index}`,
    origin: index % 2 === 0 ? 'YYZ' : 'CDG',
    destination: index % 2 === 0 ? 'CDG' : 'YYZ',
    departure: `2026-07-${String(10 + index).padStart(2, '0')}T19:05`,
    arrival: `2026-07-${String(11 + index).padStart(2, '0')}T08:20`,
    status,
  })),
  choices: ['MoveToQueue', 'ReferToAirline'],
};

/** The Paris flight after the airline moved it: one segment later, confirmed. */
export const scheduleChangeFlight = flightTrip({
  id: 'trip-flight-paris-changed',
  slices: [[toParis], [fromParis]],
  scheduleChange: {
    segments: [
      {
        flight: 'AC 880',
        origin: 'YYZ',
        destination: 'CDG',
        departure: '2026-07-10T20:05',
        arrival: '2026-07-11T09:20',
        status: 'Confirmed',
      },
      {
        flight: 'AC 881',
        origin: 'CDG',
        destination: 'YYZ',
        departure: '2026-07-17T10:15',
        arrival: '2026-07-17T12:40',
        status: 'Pending',
      },
    ],
    choices: ['MoveToQueue', 'ReferToAirline'],
  },
});

/** A trip with a schedule change of every segment status. */
export const everyStatusScheduleChangeFlight: Trip = withFlight(scheduleChangeFlight, {
  scheduleChange: scheduleChangeOfEveryStatus,
});

/** Every trip of the traveller: each tab of the hub has some. */
export const hubTrips: readonly Trip[] = [
  ...Object.values(tripOfEachKind),
  scheduleChangeFlight,
  multiCityFlight,
  frozenPriceFlight,
  offerHotel,
  pastHotel,
  canceledFlight,
  failedCar,
  unusedHotel,
];
