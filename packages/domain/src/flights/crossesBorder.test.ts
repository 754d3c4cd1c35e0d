import { describe, expect, it } from 'vitest';
import { crossesBorder } from './crossesBorder';

const flight = (...codes: [string, string][]) => ({
  segments: codes.map(([origin, destination]) => ({
    origin: { locationCode: origin },
    destination: { locationCode: destination },
  })),
});
const airports = {
  JFK: { country: 'United States' },
  ORD: { country: 'United States' },
  LAX: { country: 'United States' },
  YYZ: { country: 'Canada' },
};

describe('crossesBorder', () => {
  it('holds a trip between airports of one country domestic', () => {
    expect(crossesBorder([flight(['JFK', 'ORD'], ['ORD', 'LAX'])], airports)).toBe(false);
  });

  it('holds a trip through another country, a connection included, international', () => {
    expect(crossesBorder([flight(['JFK', 'YYZ'], ['YYZ', 'LAX'])], airports)).toBe(true);
    expect(crossesBorder([flight(['JFK', 'LAX']), flight(['LAX', 'YYZ'])], airports)).toBe(true);
  });
});
