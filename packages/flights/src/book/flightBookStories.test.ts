import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flightBookingErrorCodes, flightBookingErrorScenarioId } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';

// STATES §28: "each code gets its own id"; the stories file names each id in its story's comment.
describe('the flight checkout stories', () => {
  const stories = readFileSync(join(__dirname, 'FlightBookPage.stories.tsx'), 'utf8');

  it.each(flightBookingErrorCodes.map((code) => [flightBookingErrorScenarioId(code), code]))(
    'play %s with a story of its own',
    (id, code) => {
      expect(stories).toContain(`\`${id}\``);
      expect(stories).toMatch(new RegExp(String.raw`failingWith\(\s*'${code}'`));
    },
  );

  it.each(['succeeded', 'pending', 'failed'])('play flight-book/outcome-%s', (outcome) => {
    expect(stories).toContain(`'flight-book/outcome-${outcome}'`);
  });
});
