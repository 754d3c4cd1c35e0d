import { describe, expect, it } from 'vitest';
import {
  cancunPackage,
  lisbonWatch,
  multiCityFlight,
  parisFlight,
  romePackageFlight,
  vancouverHotel,
} from './testing/tripStoryTrips';
import { tripConfirmationCode, tripTitle } from './tripTitle';

describe('tripTitle', () => {
  it('names a flight and a watch by their route, three cities at most', () => {
    expect(tripTitle(parisFlight)).toBe('Toronto - Paris - Toronto');
    expect(tripTitle(romePackageFlight)).toBe('Toronto - Rome - Toronto');
    expect(tripTitle(multiCityFlight)).toBe('Toronto - London - Paris…');
    expect(tripTitle(lisbonWatch)).toBe('Toronto - Lisbon');
  });

  it('names every other kind by its own title', () => {
    expect(tripTitle(vancouverHotel)).toBe('Harbourfront Hotel Vancouver');
    expect(tripTitle(cancunPackage)).toBe('Playa Azul Resort + Toronto - Cancún - Toronto');
  });
});

describe('tripConfirmationCode', () => {
  it('is the agent locator prefixed H- for a multi-city flight', () => {
    expect(tripConfirmationCode(multiCityFlight)).toBe('H-WFEUROPE');
  });

  it('is the booking’s locator otherwise, and a watch has none', () => {
    expect(tripConfirmationCode(parisFlight)).toBe('WFTPARIS');
    expect(tripConfirmationCode(lisbonWatch)).toBeUndefined();
  });
});
