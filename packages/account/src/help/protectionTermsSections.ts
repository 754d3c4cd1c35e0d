import {
  cancelForAnyReasonSocialProofText,
  formatFiat,
  missedConnectionCoverageCap,
  priceFreezeCap,
  priceFreezeWindowDays,
  protectionTerms,
  type TripKind,
} from '@wayfare/domain';
import { anyOf, countOf, percent, usd } from './helpFormat';
import type { TermsSectionId, TermsSectionText } from './termsSection';

// The sentences are ours (spec: products §9 gives the figures, §4 and §5 the rules, not the words);
// every figure is read from protectionTerms or the rule that uses it.

/** How the terms name the products a protection leaves out (ours). */
const productNames: Partial<Record<TripKind, string>> = {
  Package: 'packages',
  Home: 'vacation rentals',
};
const productsNamed = (kinds: readonly TripKind[]) => anyOf(kinds.map((k) => productNames[k] ?? k));

function priceDropProtection(): TermsSectionText {
  const flights = protectionTerms.priceDropFlights;
  const hotels = protectionTerms.priceDropHotels;
  return {
    heading: 'Price drop protection',
    summary: `If the price of your flight drops within ${countOf(flights.monitoredCalendarDays, 'calendar day')} after purchase, you get the difference as travel credit, up to ${usd(flights.maxCreditUsd)}.`,
    terms: [
      `Flights: the price is monitored for ${countOf(flights.monitoredCalendarDays, 'calendar day')} after purchase; the credit is up to ${usd(flights.maxCreditUsd)}.`,
      ...(flights.onPackages ? [] : ['Flights booked as part of a package are not covered.']),
      `Hotels: the price is monitored after ${countOf(hotels.calendarDays, 'calendar day')}; the credit is up to ${hotels.maxCredit}.`,
      `Hotels of the ${anyOf(hotels.excludedCollections)} collection are not covered.`,
    ],
  };
}

function priceMatch(): TermsSectionText {
  const terms = protectionTerms.priceMatch;
  return {
    heading: 'Price match guarantee',
    summary: `Found a lower price within ${countOf(terms.claimWithinHours, 'hour')} of booking? We refund ${percent(terms.refundPercentageOfDifference)} of the difference as ${terms.refundAs}.`,
    terms: [
      `Claim within ${countOf(terms.claimWithinHours, 'hour')} of booking; we respond in about ${countOf(terms.responseInAboutHours, 'hour')}.`,
      `We refund ${percent(terms.refundPercentageOfDifference)} of the difference as ${terms.refundAs}.`,
      'The lower price must be an exact match of your trip, priced in USD, publicly available and verifiable.',
      `Not available for ${productsNamed(terms.excludedProducts)}, nor for pay-at-hotel bookings of ${anyOf(terms.excludedPayAtHotelCollections)} hotels.`,
    ],
  };
}

function priceFreeze(): TermsSectionText {
  const terms = protectionTerms.priceFreeze;
  const flightDays = countOf(priceFreezeWindowDays('flight'), 'day');
  const hotelDays = countOf(priceFreezeWindowDays('hotel'), 'day');
  const { min, max } = terms.refundWithinBillingCycles;
  return {
    heading: 'Price freeze',
    summary: `Freeze a price for up to ${flightDays} on flights or ${hotelDays} on hotels; if the price rises, we cover the difference up to ${formatFiat(priceFreezeCap(1))} per passenger or room.`,
    terms: [
      `A flight price can be frozen for up to ${flightDays}, a hotel price for up to ${hotelDays}.`,
      `If the price rises, the difference is covered up to ${formatFiat(priceFreezeCap(1))} per passenger or room.`,
      `The fee is charged per ${terms.feePer}.`,
      `A refund of the fee reaches your card within ${min} to ${countOf(max, 'billing cycle')}.`,
      'A freeze can be used within its window; once it has expired you may freeze the price again.',
    ],
  };
}

function cancelForAnyReason(): TermsSectionText {
  const flight = protectionTerms.flightCancelForAnyReason;
  const hotel = protectionTerms.hotelCancelForAnyReason;
  return {
    heading: 'Cancel for any reason',
    summary: `Cancel a flight for any reason up to ${countOf(flight.hoursBeforeFirstDeparture, 'hour')} before the first departure and get back ${percent(flight.defaultCoveragePercentage)} of its cost; a hotel until its ${hotel.availableUntil}.`,
    terms: [
      `Flights: cancel up to ${countOf(flight.hoursBeforeFirstDeparture, 'hour')} before the first departure; the default coverage is ${percent(flight.defaultCoveragePercentage)} of the cost.`,
      `Hotels: cancel until the ${hotel.availableUntil}.`,
      'It must be bought at booking, for all passengers and segments of a flight, or for all rooms of a hotel.',
      'Once used, it is final and cannot be reversed; using it ends the disruption service of the trip.',
      cancelForAnyReasonSocialProofText(),
    ],
  };
}

function changeForAnyReason(): TermsSectionText {
  const terms = protectionTerms.changeForAnyReason;
  return {
    heading: 'Change for any reason',
    summary: `Change your flight for any reason up to ${countOf(terms.hoursBeforeDeparture, 'hour')} before departure, to a new itinerary departing within ${countOf(terms.departureWindowYears, 'year')}.`,
    terms: [
      `Book at least ${countOf(terms.advancePurchaseHours, 'hour')} before departure, and buy it at booking for all passengers and segments.`,
      `Change up to ${countOf(terms.hoursBeforeDeparture, 'hour')} before departure; ${countOf(terms.changesAllowed, 'change')} allowed.`,
      `The new itinerary must depart within ${countOf(terms.departureWindowYears, 'year')}.`,
      `Reimbursed amounts are refunded within ${countOf(terms.reimbursementBusinessDays, 'business day')}.`,
    ],
  };
}

function missedConnection(): TermsSectionText {
  const terms = protectionTerms.missedConnection;
  const purchase = protectionTerms.disruptionPurchase;
  return {
    heading: 'Missed connection service',
    summary: `If a delay makes you miss a connection, we rebook you or refund you, up to ${formatFiat(missedConnectionCoverageCap(1))} per passenger.`,
    terms: [
      `Coverage is capped at ${formatFiat(missedConnectionCoverageCap(1))} per passenger.`,
      `After a disruption you have ${countOf(terms.expiryHours, 'hour')} to choose; after that the service expires. The disruption service ends ${countOf(terms.expiryHours, 'hour')} after the last flight.`,
      ...(terms.freeOnMultiCarrierConnectingBookings
        ? ['It is free on connecting bookings with more than one airline.']
        : []),
      `Buy it at least ${countOf(purchase.hoursBeforeDeparture, 'hour')} before departure; ${countOf(purchase.perPassengerPerTrip, 'purchase')} per passenger per trip.`,
      'Rebooking online needs all the original travelers; the new flight must leave the same or the next day, from the same airports, in the same or a lower fare class, under the fare cap.',
    ],
  };
}

/** The protection sections of the terms page (products §9), by id. */
export const protectionTermsSections = () =>
  ({
    'price-drop-protection': priceDropProtection(),
    'price-match': priceMatch(),
    'price-freeze': priceFreeze(),
    'cancel-for-any-reason': cancelForAnyReason(),
    'change-for-any-reason': changeForAnyReason(),
    'missed-connection': missedConnection(),
  }) satisfies Partial<Record<TermsSectionId, TermsSectionText>>;
