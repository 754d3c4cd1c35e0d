import { describe, expect, it } from 'vitest';
import {
  buildExperiencesShopQuery,
  experiencesShopPath,
  parseExperiencesShopQuery,
  type ExperiencesShopQuery,
} from './experiencesShopQuery';

const full: ExperiencesShopQuery = {
  activityId: 'act-5',
  fromDate: '2026-08-10',
  untilDate: '2026-08-12',
  locationName: 'Québec',
  isTravelApp: true,
};

// spec: platform §2 /activities/shop/ "Query: activityId, fromDate, untilDate, locationName, isTravelApp".
describe('experiences shop query', () => {
  it('builds the spec query on the shop path', () => {
    expect(experiencesShopPath(full)).toBe(
      '/activities/shop/?activityId=act-5&fromDate=2026-08-10&untilDate=2026-08-12&locationName=Qu%C3%A9bec&isTravelApp=true',
    );
  });

  it.each([
    ['every parameter', full],
    ['nothing', { isTravelApp: false }],
  ] satisfies [string, ExperiencesShopQuery][])('round-trips %s', (_, query) => {
    expect(parseExperiencesShopQuery(buildExperiencesShopQuery(query))).toEqual(query);
  });

  it('drops malformed dates and empty ids', () => {
    expect(parseExperiencesShopQuery('?activityId=&fromDate=tomorrow')).toEqual({
      isTravelApp: false,
    });
  });
});
