import { apiBasePath } from '@wayfare/domain';
import { busyBookedNights, type BookedNights } from '../fixtures/calendar';
import { calendarHandlers } from '../handlers/calendar';
import { neverAnswers, type Scenario } from './scenario';

/** Every other night of the coming month booked: each of those days is open for check-out only. */
const alternateNights: BookedNights = Array.from(
  { length: 15 },
  (_, index) => [1 + index * 2, 1] as const,
);

export const calendarScenarios = {
  'calendar/blocked-dates': {
    description: 'Unavailable days blocked, each saying why it cannot be chosen',
    handlers: { calendar: calendarHandlers(busyBookedNights) },
  },
  'calendar/checkout-only': {
    description: 'Days open for check-out only',
    handlers: { calendar: calendarHandlers(alternateNights) },
  },
  'calendar/loading': {
    description: 'Calendar waiting for availability',
    handlers: {
      calendar: neverAnswers('put', `*${apiBasePath}/homes/listing/getCalendarAvailability`),
    },
  },
} satisfies Record<`calendar/${string}`, Scenario>;
