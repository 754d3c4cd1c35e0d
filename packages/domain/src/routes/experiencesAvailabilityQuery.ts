import { parseIsoDate, type IsoDate } from '../stays/stayDates';
import { parseExperiencesEntryPoint, type ExperiencesEntryPoint } from './entryPoints';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText, parseQueryFlag, queryFlagValue } from './queryValues';
import { routePaths } from './routePaths';

/**
 * The experience search results query (spec: platform §2 /activities/availability/ "Query:
 * locationName, fromDate, untilDate (YYYY-MM-DD), categoryTagId, isTravelApp=true, entryType";
 * products §2). The spec gives no defaults: a missing or malformed value is absent.
 */
export interface ExperiencesAvailabilityQuery {
  readonly locationName?: string;
  readonly fromDate?: IsoDate;
  readonly untilDate?: IsoDate;
  readonly categoryTagId?: string;
  readonly isTravelApp: boolean;
  /** spec: products §2 experiences entry points experiences_homepage, experiences_availability. */
  readonly entryType?: ExperiencesEntryPoint;
}

export function parseExperiencesAvailabilityQuery(input: QueryInput): ExperiencesAvailabilityQuery {
  const query = readQuery(input);
  return {
    locationName: parseQueryText(query.get('locationName')),
    fromDate: parseIsoDate(query.get('fromDate')),
    untilDate: parseIsoDate(query.get('untilDate')),
    categoryTagId: parseQueryText(query.get('categoryTagId')),
    isTravelApp: parseQueryFlag(query.get('isTravelApp')),
    entryType: parseExperiencesEntryPoint(query.get('entryType')),
  };
}

export function buildExperiencesAvailabilityQuery(query: ExperiencesAvailabilityQuery): string {
  return buildQueryString([
    ['locationName', query.locationName],
    ['fromDate', query.fromDate],
    ['untilDate', query.untilDate],
    ['categoryTagId', query.categoryTagId],
    ['isTravelApp', queryFlagValue(query.isTravelApp)],
    ['entryType', query.entryType],
  ]);
}

export function experiencesAvailabilityPath(query: ExperiencesAvailabilityQuery): string {
  return `${routePaths.experiencesAvailability}${buildExperiencesAvailabilityQuery(query)}`;
}
