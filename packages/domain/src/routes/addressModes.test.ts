import { describe, expect, it } from 'vitest';
import { parseAddressModes } from './addressModes';

// spec: platform §1 "An agent-portal mode is switched on by an agent flag in the address" (key ours:
// agent=true) and "A travel-app embedded mode (flag isTravelApp in the address)".
describe('parseAddressModes', () => {
  it.each([
    ['', false, false],
    ['?agent=true', true, false],
    ['?isTravelApp=true', false, true],
    ['?agent=true&isTravelApp=true', true, true],
    ['?agent=false&isTravelApp=1', false, false],
    ['?agent&isTravelApp=', false, false],
  ])('%s: agent %s, travel app %s', (search, isAgentMode, isTravelApp) => {
    expect(parseAddressModes(search)).toEqual({ isAgentMode, isTravelApp });
    expect(parseAddressModes(new URLSearchParams(search))).toEqual({ isAgentMode, isTravelApp });
  });
});
