import { describe, expect, it } from 'vitest';
import {
  buildExperiencesAvailabilityQuery,
  experiencesAvailabilityPath,
  parseExperiencesAvailabilityQuery,
  type ExperiencesAvailabilityQuery,
} from './experiencesAvailabilityQuery';

const full: ExperiencesAvailabilityQuery = {
  locationName: 'Montréal, QC',
  fromDate: '2026-08-10',
  untilDate: '2026-08-12',
  categoryTagId: 'tag-21',
  isTravelApp: true,
  entryType: 'experiences_homepage',
};

// spec: platform §2 /activities/availability/ "Query: locationName, fromDate, untilDate (YYYY-MM-DD),
// categoryTagId, isTravelApp=true, entryType"; products §2 entry types.
describe('experiences availability query', () => {
  it('builds the spec query on the availability path', () => {
    expect(experiencesAvailabilityPath(full)).toBe(
      '/activities/availability/?locationName=Montr%C3%A9al%2C+QC&fromDate=2026-08-10&untilDate=2026-08-12&categoryTagId=tag-21&isTravelApp=true&entryType=experiences_homepage',
    );
  });

  it.each([
    ['every parameter', full],
    ['the other entry type', { ...full, entryType: 'experiences_availability' }],
    ['nothing', { isTravelApp: false }],
  ] satisfies [string, ExperiencesAvailabilityQuery][])('round-trips %s', (_, query) => {
    expect(parseExperiencesAvailabilityQuery(buildExperiencesAvailabilityQuery(query))).toEqual(
      query,
    );
  });

  it('drops malformed dates and unknown entry types', () => {
    expect(
      parseExperiencesAvailabilityQuery(
        '?fromDate=10-08-2026&untilDate=2026-02-30&entryType=hotel&isTravelApp=false',
      ),
    ).toEqual({ isTravelApp: false });
  });
});
