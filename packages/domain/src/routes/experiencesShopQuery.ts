import { parseIsoDate, type IsoDate } from '../stays/stayDates';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText, parseQueryFlag, queryFlagValue } from './queryValues';
import { routePaths } from './routePaths';

/**
 * The experience detail query (spec: platform §2 /activities/shop/ "Query: activityId, fromDate,
 * untilDate, locationName, isTravelApp"; products §2). No defaults are given: a missing or malformed
 * value is absent.
 */
export interface ExperiencesShopQuery {
  readonly activityId?: string;
  readonly fromDate?: IsoDate;
  readonly untilDate?: IsoDate;
  readonly locationName?: string;
  readonly isTravelApp: boolean;
}

export function parseExperiencesShopQuery(input: QueryInput): ExperiencesShopQuery {
  const query = readQuery(input);
  return {
    activityId: parseQueryText(query.get('activityId')),
    fromDate: parseIsoDate(query.get('fromDate')),
    untilDate: parseIsoDate(query.get('untilDate')),
    locationName: parseQueryText(query.get('locationName')),
    isTravelApp: parseQueryFlag(query.get('isTravelApp')),
  };
}

export function buildExperiencesShopQuery(query: ExperiencesShopQuery): string {
  return buildQueryString([
    ['activityId', query.activityId],
    ['fromDate', query.fromDate],
    ['untilDate', query.untilDate],
    ['locationName', query.locationName],
    ['isTravelApp', queryFlagValue(query.isTravelApp)],
  ]);
}

export function experiencesShopPath(query: ExperiencesShopQuery): string {
  return `${routePaths.experiencesShop}${buildExperiencesShopQuery(query)}`;
}
