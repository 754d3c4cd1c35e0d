import { addDays, parseIsoDate, type IsoDate, type StayDates } from './stayDates';

export interface StayDatesQuery {
  readonly fromDate?: string | null;
  readonly untilDate?: string | null;
}

/**
 * spec: platform §2 "Default dates: from is the later of the query date and tomorrow. Until is
 * the query date if it is after from, otherwise from plus 2 days." Missing or malformed query
 * dates count as absent.
 */
export function defaultStayDates(query: StayDatesQuery, today: IsoDate): StayDates {
  const tomorrow = addDays(today, 1);
  const queryFrom = parseIsoDate(query.fromDate);
  const from = queryFrom !== undefined && queryFrom > tomorrow ? queryFrom : tomorrow;
  const queryUntil = parseIsoDate(query.untilDate);
  const until = queryUntil !== undefined && queryUntil > from ? queryUntil : addDays(from, 2);
  return { from, until };
}
