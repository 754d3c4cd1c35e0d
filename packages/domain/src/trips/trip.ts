import { z } from 'zod/mini';
import { bookedFlightItinerarySchema } from '../flights/bookedFlightItinerary';
import { futureTravelCreditStates } from '../flights/futureTravelCreditStates';
import { fiatSchema } from '../money/money';
import { notificationChannels } from './notificationChannels';
import { scheduleChangeChoices, segmentStatuses } from './scheduleChange';
import { ticketStatuses } from './ticketStatuses';
import { tripSummarySchema } from './tripSummary';
import { voidWindowCountries } from './voidWindow';
import { watchStates } from './watchStates';

// The spec names the trips hub, its kinds, statuses and modals (products §2 to §4) and the calls
// /itinerary/flight and /itinerary/hotel (products §7) without their payloads: every field name
// below is ours. One trip carries the part of each product it holds (a Package both a flight and a
// hotel), so the hub and the itinerary details read one model whatever the kind.

/** A local date and time without an offset, as a trip's place gives it ("2026-07-10T15:00"). */
const localDateTimeSchema = z.iso.datetime({ local: true });

/** A named place with its address: a hotel, a car counter, a meeting point. */
export const tripPlaceSchema = z.object({ name: z.string(), address: z.string() });
export type TripPlace = z.infer<typeof tripPlaceSchema>;

/** A traveler on a booking, as the travelers modal lists them. */
export const tripTravelerSchema = z.object({
  name: z.string().check(z.minLength(1)),
  /** Ours: "Adult", "Child"… as the booking recorded them. */
  kind: z.optional(z.string()),
});
export type TripTraveler = z.infer<typeof tripTravelerSchema>;

/** The itemized receipt (products §2 "itemized hotel/home/package receipt"). */
export const tripReceiptSchema = z.object({
  lines: z.array(z.object({ label: z.string(), amount: fiatSchema })),
  total: fiatSchema,
  /** How it was paid, as the receipt prints it ("Visa ending in 1111"). */
  paidWith: z.string(),
});
export type TripReceipt = z.infer<typeof tripReceiptSchema>;

/** An airline travel credit a canceled flight left (products §3 "Future travel credit"). */
export const futureTravelCreditSchema = z.object({
  state: z.enum(futureTravelCreditStates),
  amount: fiatSchema,
  expiresOn: z.iso.date(),
});
export type FutureTravelCredit = z.infer<typeof futureTravelCreditSchema>;

/** One flight of a schedule change, with its new times and its status (products §4). */
export const scheduleChangeSegmentSchema = z.object({
  /** Airline code and number, "AC 870". */
  flight: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure: localDateTimeSchema,
  arrival: localDateTimeSchema,
  status: z.enum(segmentStatuses),
});
export type ScheduleChangeSegment = z.infer<typeof scheduleChangeSegmentSchema>;

/** An airline's schedule change awaiting the traveler (products §2 "schedule change" modal). */
export const scheduleChangeSchema = z.object({
  segments: z.array(scheduleChangeSegmentSchema).check(z.minLength(1)),
  choices: z.array(z.enum(scheduleChangeChoices)),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

/**
 * A change of the flight the traveler asked for online (products §2 "exchange flight"), with the
 * agents until they finish it: they email the new itinerary.
 */
export const tripExchangeRequestSchema = z.object({ requestedAt: z.iso.datetime() });
export type TripExchangeRequest = z.infer<typeof tripExchangeRequestSchema>;

/** The flight of a Flight, Package or PackageFlight trip. */
export const tripFlightSchema = z.object({
  itinerary: bookedFlightItinerarySchema,
  /** The cities of the route in order (a round trip comes back to its first), for its title. */
  cities: z.array(z.string()).check(z.minLength(2)),
  ticketStatus: z.enum(ticketStatuses),
  /** Where it was bought: the void window is the country's (products §9). */
  purchaseCountry: z.enum(voidWindowCountries),
  futureTravelCredit: z.optional(futureTravelCreditSchema),
  scheduleChange: z.optional(scheduleChangeSchema),
  exchangeRequest: z.optional(tripExchangeRequestSchema),
});
export type TripFlight = z.infer<typeof tripFlightSchema>;

/** The hotel of a Hotel, Package or PackageHotel trip. */
export const tripHotelSchema = z.object({
  hotel: tripPlaceSchema,
  rooms: z.number().check(z.int(), z.positive()),
  guests: z.number().check(z.int(), z.positive()),
  checkIn: localDateTimeSchema,
  checkOut: localDateTimeSchema,
  roomName: z.string(),
});
export type TripHotel = z.infer<typeof tripHotelSchema>;

/** A rental car (products §2 modals "car confirmation, drivers, pick up, drop off"). */
export const tripCarSchema = z.object({
  vendor: z.string(),
  vehicle: z.string(),
  /** The rental company's own confirmation number. */
  vendorConfirmation: z.string(),
  pickUp: z.extend(tripPlaceSchema, { at: localDateTimeSchema }),
  dropOff: z.extend(tripPlaceSchema, { at: localDateTimeSchema }),
  drivers: z.array(z.object({ name: z.string(), isMain: z.boolean() })).check(z.minLength(1)),
});
export type TripCar = z.infer<typeof tripCarSchema>;

/** A vacation rental (products §2 modals "basic info, cancel home, host and rental details"). */
export const tripHomeSchema = z.object({
  listingId: z.string(),
  listingName: z.string(),
  address: z.string(),
  guests: z.number().check(z.int(), z.positive()),
  checkIn: localDateTimeSchema,
  checkOut: localDateTimeSchema,
  host: z.object({ name: z.string(), phone: z.optional(z.string()) }),
  /** The host's confirmation code (platform §3 providerAdditionalReservationInfo). */
  hostConfirmationCode: z.optional(z.string()),
  rentalDetails: z.array(z.string()),
  cancellationPolicy: z.string(),
  /** Whether the home can still be cancelled online. */
  isCancellable: z.boolean(),
});
export type TripHome = z.infer<typeof tripHomeSchema>;

/** An experience (products §2 modals "experience itinerary and cancellation policy"). */
export const tripExperienceSchema = z.object({
  meetingPoint: tripPlaceSchema,
  startsAt: localDateTimeSchema,
  durationMinutes: z.number().check(z.int(), z.positive()),
  itinerary: z.array(z.object({ title: z.string(), description: z.string() })),
  cancellationPolicy: z.string(),
});
export type TripExperience = z.infer<typeof tripExperienceSchema>;

/** A watched flight price (products §3, §4 "Watch state"; notification channels). */
export const tripWatchSchema = z.object({
  state: z.enum(watchStates),
  notification: z.enum(notificationChannels),
  cities: z.array(z.string()).check(z.minLength(2)),
  currentPrice: fiatSchema,
});
export type TripWatch = z.infer<typeof tripWatchSchema>;

/** A price held by a price freeze, listed under Frozen prices until used or expired. */
export const tripPriceFreezeSchema = z.object({
  frozenPrice: fiatSchema,
  expiresAt: z.iso.datetime(),
});
export type TripPriceFreeze = z.infer<typeof tripPriceFreezeSchema>;

/** A post-booking offer for the trip (Trips with offers). */
export const tripOfferSchema = z.object({ title: z.string(), description: z.string() });
export type TripOffer = z.infer<typeof tripOfferSchema>;

/** The last cancellation event of a trip (products §8 "Booking and cancellation events"). */
export const tripCancellationEvents = [
  'CancellationAttemptOk',
  'CancellationAttemptFailed',
  'CancellationFeesApplicable',
] as const;
export type TripCancellationEvent = (typeof tripCancellationEvents)[number];

/** One trip of the trips hub and its itinerary details. */
export const tripSchema = z.extend(tripSummarySchema, {
  bookedAt: z.iso.datetime(),
  /** Where the confirmation was sent, and is resent. */
  email: z.string(),
  total: z.optional(fiatSchema),
  travelers: z.array(tripTravelerSchema),
  receipt: z.optional(tripReceiptSchema),
  flight: z.optional(tripFlightSchema),
  hotel: z.optional(tripHotelSchema),
  car: z.optional(tripCarSchema),
  home: z.optional(tripHomeSchema),
  experience: z.optional(tripExperienceSchema),
  watch: z.optional(tripWatchSchema),
  priceFreeze: z.optional(tripPriceFreezeSchema),
  offer: z.optional(tripOfferSchema),
  cancellationEvent: z.optional(z.enum(tripCancellationEvents)),
});
export type Trip = z.infer<typeof tripSchema>;
