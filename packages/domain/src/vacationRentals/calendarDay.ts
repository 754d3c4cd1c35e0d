import { z } from 'zod/mini';

/** One day of a listing's calendar (spec: platform §3 Calendar day). */
export const calendarDaySchema = z.object({
  date: z.string(),
  isAvailable: z.boolean(),
  isAvailableForCheckout: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** What `PUT homes/listing/getCalendarAvailability` answers: the days of the window. */
export const calendarAvailabilitySchema = z.object({ value: z.array(calendarDaySchema) });
