import { apiBasePath } from '@wayfare/domain';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { dayNumber } from '../fixtures/calendar/dayNumber';
import { busyBookedNights } from '../fixtures/calendar/hostBookedNights';
import { calendarHandlers } from '../handlers/calendar';
import { purchaseHandlers } from '../handlers/purchase';
import { searchHandlers } from '../handlers/search';
import { shopHandlers } from '../handlers/shop';
import { neverAnswers, type Scenario } from './scenario';

/** Every other night booked: each of those days is open for check-out only. */
const everyOtherNight: BookedNights = (_, night) => dayNumber(night) % 2 === 1;

/**
 * The hosts' calendars replaced by `booked` in every area that reads them, so the calendar, the
 * search, the listing and the quote keep agreeing under the scenario.
 */
const withBookedNights = (description: string, booked: BookedNights): Scenario => ({
  description,
  handlers: {
    calendar: calendarHandlers(booked),
    search: searchHandlers(undefined, booked),
    shop: shopHandlers(undefined, booked),
    purchase: purchaseHandlers({ quote: { booked } }),
  },
});

export const calendarScenarios = {
  'calendar/blocked-dates': withBookedNights(
    'Unavailable days blocked, each saying why it cannot be chosen',
    busyBookedNights,
  ),
  'calendar/checkout-only': withBookedNights('Days open for check-out only', everyOtherNight),
  'calendar/loading': {
    description: 'Calendar waiting for availability',
    handlers: {
      calendar: neverAnswers('put', `*${apiBasePath}/homes/listing/getCalendarAvailability`),
    },
  },
} satisfies Record<`calendar/${string}`, Scenario>;
