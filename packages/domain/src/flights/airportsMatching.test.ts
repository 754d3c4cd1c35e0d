import { describe, expect, it } from 'vitest';
import { airportsMatching } from './airportsMatching';
import type { FlightAirport } from './flightAirport';

const airports: readonly FlightAirport[] = [
  {
    code: 'BCN',
    city: 'Barcelona',
    name: 'Josep Tarradellas Barcelona–El Prat Airport',
    country: 'Spain',
  },
  { code: 'CDG', city: 'Paris', name: 'Paris Charles de Gaulle Airport', country: 'France' },
  {
    code: 'JFK',
    city: 'New York',
    name: 'John F. Kennedy International Airport',
    country: 'United States',
  },
  { code: 'LGA', city: 'New York', name: 'LaGuardia Airport', country: 'United States' },
  { code: 'LHR', city: 'London', name: 'Heathrow Airport', country: 'United Kingdom' },
  {
    code: 'YUL',
    city: 'Montréal',
    name: 'Montréal-Trudeau International Airport',
    country: 'Canada',
  },
];

const codes = (query: string) => airportsMatching(airports, query).map(({ code }) => code);

describe('airportsMatching', () => {
  it('finds an airport by its code first, then by a word of its city, name or country', () => {
    expect(codes('cdg')).toEqual(['CDG']);
    expect(codes('new york')).toEqual(['JFK', 'LGA']);
    expect(codes('heath')).toEqual(['LHR']);
    expect(codes('el prat')).toEqual(['BCN']);
    expect(codes('united')).toEqual(['JFK', 'LGA', 'LHR']);
  });

  it('puts the airport whose code is typed in full before those that merely start with it', () => {
    const withPrefix: FlightAirport[] = [
      { code: 'YYC', city: 'Calgary', name: 'Calgary International Airport', country: 'Canada' },
      {
        code: 'LAX',
        city: 'Los Angeles',
        name: 'Los Angeles International Airport',
        country: 'United States',
      },
      {
        code: 'LAS',
        city: 'Las Vegas',
        name: 'Harry Reid International Airport',
        country: 'United States',
      },
    ];
    expect(airportsMatching(withPrefix, 'las').map(({ code }) => code)).toEqual(['LAS']);
    expect(airportsMatching(withPrefix, 'lax').map(({ code }) => code)).toEqual(['LAX']);
    expect(airportsMatching(withPrefix, 'la').map(({ code }) => code)).toEqual(['LAX', 'LAS']);
  });

  it('ignores accents and case', () => {
    expect(codes('montreal')).toEqual(['YUL']);
    expect(codes('MONTRÉAL')).toEqual(['YUL']);
  });

  it('finds every airport for an empty search, and none for a word no airport has', () => {
    expect(codes('  ')).toHaveLength(airports.length);
    expect(codes('zzz')).toEqual([]);
  });
});
