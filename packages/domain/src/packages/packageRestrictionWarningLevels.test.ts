import { describe, expect, it } from 'vitest';
import { restrictionBlocksBooking } from './packageRestrictionWarningLevels';

// spec: products §3 Packages "restriction warning levels Fatal, Warning"; STATES.md §31
// `packages/restriction-{fatal,warning}` "Restriction warning, blocking or not".
describe('restrictionBlocksBooking', () => {
  it.each([
    ['Fatal', true],
    ['Warning', false],
  ] as const)('%s blocks booking: %s', (level, blocks) => {
    expect(restrictionBlocksBooking(level)).toBe(blocks);
  });
});
