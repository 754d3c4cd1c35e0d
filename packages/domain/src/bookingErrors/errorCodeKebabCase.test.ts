import { describe, expect, it } from 'vitest';
import { errorCodeKebabCase } from './errorCodeKebabCase';

// STATES.md §28, §29: "each code gets its own id <group>/<code in kebab-case>"
describe('errorCodeKebabCase', () => {
  it.each([
    ['LikelyFraud', 'likely-fraud'],
    ['Fraud', 'fraud'],
    ['IllegalLapInfantKTN', 'illegal-lap-infant-ktn'],
    ['InvalidGDSCharacter', 'invalid-gds-character'],
    ['PriceUnavailableUnder25', 'price-unavailable-under-25'],
    ['VccGenerationFailure', 'vcc-generation-failure'],
    ['ErrorCode', 'error-code'],
    ['', ''],
  ])('%s -> %s', (code, kebab) => {
    expect(errorCodeKebabCase(code)).toBe(kebab);
  });
});
