import { describe, expect, it } from 'vitest';
import {
  failedOnlineRebookingConstraint,
  onlineRebookingConstraints,
  rebookingFareClassOrder,
  type OnlineRebooking,
} from './onlineRebooking';

const base: OnlineRebooking = {
  originalTravelerIds: ['t1', 't2'],
  travelerIds: ['t2', 't1'],
  original: {
    departure: '2026-07-01T18:00',
    origin: 'JFK',
    destination: 'LAX',
    fareClass: 'Economy',
  },
  rebooking: {
    departure: '2026-07-01T21:00',
    origin: 'JFK',
    destination: 'LAX',
    fareClass: 'Economy',
    fare: 400,
  },
  fareCap: 400,
};

const rebook = (change: Partial<OnlineRebooking['rebooking']>): OnlineRebooking => ({
  ...base,
  rebooking: { ...base.rebooking, ...change },
});

// spec: products §5 "Online rebooking needs all original travelers. The new flight must be same or
// next day, same or lower fare class, same airports, under the fare cap"; STATES §26 disruption/rebook-*
describe('failedOnlineRebookingConstraint', () => {
  it('checks the constraints of the spec, in its order, with cabin classes ranked low to high', () => {
    expect(onlineRebookingConstraints).toEqual([
      'AllOriginalTravelers',
      'SameOrNextDay',
      'SameOrLowerFareClass',
      'SameAirports',
      'UnderFareCap',
    ]);
    expect(rebookingFareClassOrder).toEqual([
      'BasicEconomy',
      'Economy',
      'PremiumEconomy',
      'Business',
      'First',
    ]);
  });

  it.each<[string, OnlineRebooking, string | undefined]>([
    ['every constraint met (fare equal to the cap)', base, undefined],
    ['one traveller left out', { ...base, travelerIds: ['t1'] }, 'AllOriginalTravelers'],
    ['a traveller added', { ...base, travelerIds: ['t1', 't2', 't3'] }, 'AllOriginalTravelers'],
    ['a traveller swapped', { ...base, travelerIds: ['t1', 't3'] }, 'AllOriginalTravelers'],
    ['next day', rebook({ departure: '2026-07-02T23:59' }), undefined],
    ['two days later', rebook({ departure: '2026-07-03T00:00' }), 'SameOrNextDay'],
    ['the day before', rebook({ departure: '2026-06-30T23:00' }), 'SameOrNextDay'],
    ['an unreadable departure', rebook({ departure: 'tomorrow' }), 'SameOrNextDay'],
    ['a lower fare class', rebook({ fareClass: 'BasicEconomy' }), undefined],
    ['a higher fare class', rebook({ fareClass: 'PremiumEconomy' }), 'SameOrLowerFareClass'],
    ['another origin', rebook({ origin: 'EWR' }), 'SameAirports'],
    ['another destination', rebook({ destination: 'BUR' }), 'SameAirports'],
    ['airport codes in lower case', rebook({ origin: 'jfk', destination: 'lax' }), undefined],
    ['a fare above the cap', rebook({ fare: 400.01 }), 'UnderFareCap'],
  ])('%s', (_, rebooking, expected) => {
    expect(failedOnlineRebookingConstraint(rebooking)).toBe(expected);
  });
});
