import { formatFiat, type Trip } from '@wayfare/domain';
import { formatTripDay, formatTripInstant } from '../formatTripDates';
import type { TripFact } from '../TripFacts';
import {
  futureTravelCreditStateLabels,
  notificationChannelLabels,
  ticketStatusLabels,
  tripStatusLabels,
  voidStateLabels,
  watchStateLabels,
} from '../tripLabels';
import { travelCreditDateTerms, tripsHubTexts } from '../tripsHubTexts';
import { tripConfirmationCode } from '../tripTitle';

/** How the card writes amounts and instants. */
export interface TripCardFormat {
  readonly locale: string;
  readonly timeZone: string;
}

/**
 * The named facts of a trip card, in reading order: its booking (status, confirmation code), its
 * flight (ticket, void state, airline travel credit), its watch, its frozen price. A fact the trip
 * does not have is left out. A watch is no booking: its status is its watch state (products §4).
 */
export function tripCardFacts(
  trip: Trip,
  { locale, timeZone }: TripCardFormat,
): (TripFact | undefined)[] {
  const code = tripConfirmationCode(trip);
  const flight = trip.flight;
  const credit = flight?.futureTravelCredit;
  const creditDateTerm = credit && travelCreditDateTerms[credit.state];
  const { watch, priceFreeze } = trip;
  return [
    {
      term: tripsHubTexts.status,
      value: watch ? watchStateLabels[watch.state] : tripStatusLabels[trip.status],
    },
    code === undefined ? undefined : { term: tripsHubTexts.confirmationCode, value: code },
    flight && { term: tripsHubTexts.ticket, value: ticketStatusLabels[flight.ticketStatus] },
    flight && {
      term: tripsHubTexts.voidState,
      value: voidStateLabels[flight.itinerary.voidState],
    },
    credit && {
      term: tripsHubTexts.travelCredit,
      value: `${formatFiat(credit.amount, locale)} · ${futureTravelCreditStateLabels[credit.state]}`,
    },
    credit && creditDateTerm !== undefined
      ? { term: creditDateTerm, value: formatTripDay(credit.expiresOn, locale) }
      : undefined,
    watch && {
      term: tripsHubTexts.notifications,
      value: notificationChannelLabels[watch.notification],
    },
    watch && { term: tripsHubTexts.currentPrice, value: formatFiat(watch.currentPrice, locale) },
    priceFreeze && {
      term: tripsHubTexts.frozenPrice,
      value: formatFiat(priceFreeze.frozenPrice, locale),
    },
    priceFreeze && {
      term: tripsHubTexts.frozenUntil,
      value: formatTripInstant(priceFreeze.expiresAt, locale, timeZone),
    },
  ];
}
