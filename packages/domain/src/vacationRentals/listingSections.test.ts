import { describe, expect, it } from 'vitest';
import { visibleListingSections } from './listingSections';

// spec: platform §2 "Sections: Gallery, Overview, About (only if a description exists), Amenities, Reviews (only with the
// reviews experiment and at least one review), Location, House rules."
describe('visibleListingSections', () => {
  it.each([
    [
      true,
      true,
      3,
      ['Gallery', 'Overview', 'About', 'Amenities', 'Reviews', 'Location', 'House rules'],
    ],
    [false, true, 3, ['Gallery', 'Overview', 'Amenities', 'Reviews', 'Location', 'House rules']],
    [true, false, 3, ['Gallery', 'Overview', 'About', 'Amenities', 'Location', 'House rules']],
    [true, true, 0, ['Gallery', 'Overview', 'About', 'Amenities', 'Location', 'House rules']],
    [
      true,
      true,
      1,
      ['Gallery', 'Overview', 'About', 'Amenities', 'Reviews', 'Location', 'House rules'],
    ],
  ])(
    'description %s, reviews experiment %s, %i reviews: %o',
    (hasDescription, reviewsExperimentOn, reviewCount, titles) => {
      expect(
        visibleListingSections({ hasDescription, reviewsExperimentOn, reviewCount }).map(
          (section) => section.title,
        ),
      ).toEqual(titles);
    },
  );
});
