import type {
  FlightPassengerCounts,
  FlightTripType,
  GuestPickerCountTexts,
  IsoDate,
} from '@wayfare/domain';
import dayjs from 'dayjs';

/** The passenger counts in the order the picker asks for them. */
export const flightPassengerCountKeys = [
  'adults',
  'children',
  'seatedInfants',
  'lapInfants',
] as const satisfies readonly (keyof FlightPassengerCounts)[];

/**
 * The flight search form's words (ours; products §3 names the trip types and passenger kinds, not
 * their wording; the cabins are `cabinClassLabels` of @wayfare/domain). The ages follow the
 * airlines' usual bands: the spec gives none.
 */
export const flightSearchFormTexts = {
  tripType: 'Trip type',
  tripTypes: {
    one_way: 'One way',
    round_trip: 'Round trip',
    open_jaw: 'Open jaw',
    multi_city: 'Multi-city',
  } satisfies Record<FlightTripType, string>,
  from: 'From',
  to: 'To',
  depart: 'Depart',
  return: 'Return',
  swap: 'Swap origin and destination',
  /** A leg of an open jaw or a multi-city trip, counted from 1. */
  flight: (number: number) => `Flight ${number}`,
  addFlight: 'Add a flight',
  removeFlight: (number: number) => `Remove flight ${number}`,
  passengers: 'Passengers',
  passengerCounts: {
    adults: {
      title: 'Adults',
      caption: '12 or older',
      add: 'Add an adult',
      remove: 'Remove an adult',
      one: 'adult',
      many: 'adults',
    },
    children: {
      title: 'Children',
      caption: '2 to 11',
      add: 'Add a child',
      remove: 'Remove a child',
      one: 'child',
      many: 'children',
    },
    seatedInfants: {
      title: 'Seated infants',
      caption: 'Under 2, in a seat of their own',
      add: 'Add a seated infant',
      remove: 'Remove a seated infant',
      one: 'seated infant',
      many: 'seated infants',
    },
    lapInfants: {
      title: 'Infants on lap',
      caption: "Under 2, on an adult's lap",
      add: 'Add an infant on lap',
      remove: 'Remove an infant on lap',
      one: 'infant on lap',
      many: 'infants on lap',
    },
  } satisfies Record<(typeof flightPassengerCountKeys)[number], GuestPickerCountTexts>,
  /** The passengers field's text: everyone, lap infants included. */
  passengersSummary: (total: number) => `${total} ${total === 1 ? 'passenger' : 'passengers'}`,
  cabinClass: 'Cabin',
  search: 'Search',
  done: 'Done',
  /** A date field's text, e.g. "Wed, Jul 15". */
  date: (date: IsoDate) => dayjs(date).format('ddd, MMM D'),
} as const;
