import { describe, expect, it } from 'vitest';
import {
  delayCoveragePerPassenger,
  flightAddOnOffersFor,
  flightAddOnTexts,
  type FlightAddOnId,
  type FlightAddOnOffer,
  type FlightAddOnTrip,
} from './flightAddOns';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const hourMs = 60 * 60 * 1000;
const now = new Date('2026-08-01T12:00:00Z');
const hoursLater = (hours: number) => new Date(now.getTime() + hours * hourMs);

const trip = (overrides: Partial<FlightAddOnTrip> = {}): FlightAddOnTrip => ({
  now,
  firstDeparture: hoursLater(30 * 24),
  hasConnection: true,
  isMultiCarrierConnecting: false,
  fares: usd(304),
  passengerCount: 2,
  ...overrides,
});

const offeredIds = (overrides: Partial<FlightAddOnTrip> = {}) =>
  flightAddOnOffersFor(trip(overrides)).map(({ addOnId }) => addOnId);

const offerOf = (addOnId: FlightAddOnId, overrides: Partial<FlightAddOnTrip> = {}) => {
  const offer = flightAddOnOffersFor(trip(overrides)).find((each) => each.addOnId === addOnId);
  if (!offer) throw new Error(`${addOnId} is not offered`);
  return offer;
};

describe('flightAddOnOffersFor', () => {
  it('offers every add-on, in the enumeration’s order, a month before a connecting trip', () => {
    expect(offeredIds()).toEqual(['cfar', 'chfar', 'delay', 'missed-connection']);
  });

  it('offers cancel for any reason until exactly 3 hours before the first departure, not after', () => {
    expect(offeredIds({ firstDeparture: hoursLater(3) })).toEqual(['cfar']);
    expect(offeredIds({ firstDeparture: new Date(hoursLater(3).getTime() - 1) })).toEqual([]);
    expect(offeredIds({ firstDeparture: hoursLater(-1) })).toEqual([]);
  });

  it('offers change for any reason and delay protection from 24 hours before, exactly 24 included', () => {
    expect(offeredIds({ firstDeparture: hoursLater(24) })).toEqual([
      'cfar',
      'chfar',
      'delay',
      'missed-connection',
    ]);
    expect(offeredIds({ firstDeparture: new Date(hoursLater(24).getTime() - 1) })).toEqual([
      'cfar',
    ]);
    expect(offeredIds({ firstDeparture: hoursLater(10), hasConnection: false })).toEqual(['cfar']);
  });

  it('offers missed-connection protection only with a connection on one ticket', () => {
    expect(offeredIds({ hasConnection: false })).toEqual(['cfar', 'chfar', 'delay']);
    expect(offeredIds({ isMultiCarrierConnecting: true })).toEqual(['cfar', 'chfar', 'delay']);
    expect(offeredIds({ hasConnection: true, isMultiCarrierConnecting: false })).toContain(
      'missed-connection',
    );
  });

  it('prices the percentage add-ons as a share of the fares, rounded to the cent', () => {
    const fares = usd(101.01);
    expect(offerOf('cfar', { fares })).toMatchObject({
      premium: usd(15.15),
      pricing: { kind: 'percentage', percentage: 15 },
    });
    expect(offerOf('chfar', { fares })).toMatchObject({
      premium: usd(10.1),
      pricing: { kind: 'percentage', percentage: 10 },
    });
    expect(offerOf('missed-connection', { fares })).toMatchObject({
      premium: usd(6.06),
      pricing: { kind: 'percentage', percentage: 6 },
    });
    expect(offerOf('cfar', { fares: usd(333.33) }).premium).toEqual(usd(50));
  });

  it('prices delay protection as a fixed amount per passenger, times the passengers', () => {
    expect(offerOf('delay', { passengerCount: 3 })).toMatchObject({
      premium: usd(72),
      pricing: { kind: 'fixed', amount: usd(24) },
    });
    expect(offerOf('delay', { passengerCount: 1 }).premium).toEqual(usd(24));
  });

  it('prices in the fares’ currency', () => {
    const cad = { value: 200, currencyCode: 'CAD', currencySymbol: 'CA$' };
    expect(offerOf('cfar', { fares: cad }).premium).toEqual({ ...cad, value: 30 });
    expect(offerOf('delay', { fares: cad, passengerCount: 1 })).toMatchObject({
      premium: { ...cad, value: 24 },
      pricing: { kind: 'fixed', amount: { ...cad, value: 24 } },
      coverage: { ...cad, value: delayCoveragePerPassenger },
    });
  });

  it('gives each add-on its coverage: 80% for cancel for any reason, US$5,000 for a missed connection', () => {
    const offers = flightAddOnOffersFor(trip());
    expect(offers).toEqual([
      {
        addOnId: 'cfar',
        premium: usd(45.6),
        pricing: { kind: 'percentage', percentage: 15 },
        coveragePercentage: 80,
      },
      {
        addOnId: 'chfar',
        premium: usd(30.4),
        pricing: { kind: 'percentage', percentage: 10 },
      },
      {
        addOnId: 'delay',
        premium: usd(48),
        pricing: { kind: 'fixed', amount: usd(24) },
        coverage: usd(500),
      },
      {
        addOnId: 'missed-connection',
        premium: usd(18.24),
        pricing: { kind: 'percentage', percentage: 6 },
        coverage: { value: 5000, currencyCode: 'USD', currencySymbol: 'US$' },
      },
    ]);
  });
});

describe('flightAddOnTexts', () => {
  const texts = (offer: FlightAddOnOffer) => ({
    title: flightAddOnTexts.titles[offer.addOnId],
    description: flightAddOnTexts.description(offer),
    socialProof: flightAddOnTexts.socialProof(offer),
    price: flightAddOnTexts.price(offer),
    add: flightAddOnTexts.add(offer),
  });

  it('word the cancel for any reason offer, with its social proof', () => {
    expect(texts(offerOf('cfar'))).toEqual({
      title: 'Cancel for any reason',
      description:
        "Cancel up to 3 hours before your first flight and get 80% of your trip's price back, whatever the reason. Final once used.",
      socialProof: 'Over 60,000 travelers added the service.',
      price: '$45.60 (15% of your fares)',
      add: 'Add Cancel for any reason for $45.60',
    });
  });

  it('word the change for any reason offer', () => {
    expect(texts(offerOf('chfar'))).toEqual({
      title: 'Change for any reason',
      description:
        'Change your flights once, for any reason, up to 3 hours before departure, for a new trip within 1 year.',
      socialProof: undefined,
      price: '$30.40 (10% of your fares)',
      add: 'Add Change for any reason for $30.40',
    });
  });

  it('word the delay protection offer, its fixed price per passenger', () => {
    expect(texts(offerOf('delay'))).toEqual({
      title: 'Flight delay protection',
      description:
        'If your flight is delayed, rebook on another flight or get your money back, up to $500.00 per passenger.',
      socialProof: undefined,
      price: '$48.00 ($24.00 per passenger)',
      add: 'Add Flight delay protection for $48.00',
    });
  });

  it('word the missed-connection protection offer', () => {
    expect(texts(offerOf('missed-connection'))).toEqual({
      title: 'Missed connection protection',
      description:
        'Miss a connection and we rebook you or pay you back, up to US$5,000.00 per passenger.',
      socialProof: undefined,
      price: '$18.24 (6% of your fares)',
      add: 'Add Missed connection protection for $18.24',
    });
  });

  it('fall back to the default coverage, or name none, when an offer gives no coverage', () => {
    const bare = (addOnId: FlightAddOnId): FlightAddOnOffer => {
      const { coverage: _coverage, coveragePercentage: _percentage, ...offer } = offerOf(addOnId);
      return offer;
    };
    expect(flightAddOnTexts.description(bare('cfar'))).toContain('get 80% of your trip');
    expect(flightAddOnTexts.description(bare('delay'))).toBe(
      'If your flight is delayed, rebook on another flight or get your money back.',
    );
    expect(flightAddOnTexts.description(bare('missed-connection'))).toBe(
      'Miss a connection and we rebook you or pay you back.',
    );
  });
});
