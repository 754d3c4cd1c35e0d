import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hotelBookingErrorCodes, hotelBookingErrorScenarioId } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';

// STATES §29: "each code gets its own id"; the stories file names each id in its story's comment.
describe('the hotel checkout stories', () => {
  const stories = readFileSync(join(__dirname, 'HotelCheckoutPage.stories.tsx'), 'utf8');

  it.each(hotelBookingErrorCodes.map((code) => [hotelBookingErrorScenarioId(code), code]))(
    'play %s with a story of its own',
    (id, code) => {
      expect(stories).toContain(`\`${id}\``);
      expect(stories).toMatch(new RegExp(String.raw`failingWith\(\s*'${code}'`));
    },
  );
});
