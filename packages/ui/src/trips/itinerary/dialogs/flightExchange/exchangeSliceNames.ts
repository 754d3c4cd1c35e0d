import { dateTimeFormat, type ExchangeDraft, type FlightAirport } from '@wayfare/domain';
import { sliceTitle } from '../../itineraryTexts';
import { sliceSelectionTexts } from './flightExchangeTexts';

/** An airport as the modal names it: "Paris (CDG)", or its code when the list does not know it. */
export function exchangeAirportName(
  code: string | undefined,
  airports: readonly FlightAirport[],
): string {
  if (code === undefined) return '';
  const airport = airports.find((each) => each.code === code);
  return airport === undefined ? code : `${airport.city} (${code})`;
}

/** A route: "Paris (CDG) to Toronto (YYZ)". */
export function exchangeRouteText(
  origin: string | undefined,
  destination: string | undefined,
  airports: readonly FlightAirport[],
): string {
  return `${exchangeAirportName(origin, airports)} to ${exchangeAirportName(destination, airports)}`;
}

/** A calendar day, read in UTC so that it stays that day: "Mon, Aug 3". */
export function exchangeDayText(date: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A local date and time of an airport, as its clock shows it: "Sat, Aug 1, 1:05 PM". */
export function exchangeLocalTimeText(value: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${value.slice(0, 16)}:00Z`));
}

/**
 * The title of a choice: the booked slice's (Outbound, Return, Leg 2 of 3), or "New flight 1"
 * for the first slice the traveler adds.
 */
export function exchangeChoiceTitle(draft: ExchangeDraft, index: number): string {
  const choice = draft.choices[index];
  const { tripType, slices } = draft.options;
  if (choice?.slice !== undefined) return sliceTitle(tripType, choice.slice, slices.length);
  return sliceSelectionTexts.addedTitle(addedNumberOf(draft, index));
}

/** Which of the added flights a choice is, counted from 1. */
export function addedNumberOf(draft: ExchangeDraft, index: number): number {
  return draft.choices.slice(0, index + 1).filter(({ slice }) => slice === undefined).length;
}
