import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { apiBasePath, type FlightShopRequest } from '@wayfare/domain';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider } from '../BookingProvider';
import { useFlightAirports } from './flightAirportsQuery';
import { useFlightShop } from './flightShopQuery';

const { server } = mockServer();

// The stories' frozen clock, which the fake backend counts days ahead from.
const now = new Date('2026-07-01T14:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

/** The hooks' providers, against the fake backend, with a fresh cache. */
function wrapperFor() {
  // Made per test, after the server listens: a client binds the fetch it finds when created.
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant="consumer" now={() => now}>
        {children}
      </BookingProvider>
    </QueryClientProvider>
  );
}

const oneWay: FlightShopRequest = {
  search: {
    tripType: 'one_way',
    legs: [{ origin: 'YYZ', destination: 'LHR', departureDate: '2026-09-15' }],
    passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
    cabinClass: 'Economy',
  },
  flightShopType: 'default',
  chosenFareIds: [],
};

describe('useFlightShop', () => {
  it('asks nothing without a request', () => {
    const calls = recordRequests(server, `*${apiBasePath}/flights/shop`);
    const { result } = renderHook(() => useFlightShop(undefined), { wrapper: wrapperFor() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('loads the first leg of a search, with its prediction', async () => {
    const { result } = renderHook(() => useFlightShop(oneWay), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.legIndex).toBe(0);
    expect(result.current.data?.flights.length).toBeGreaterThan(0);
    expect(result.current.data?.prediction).toBeDefined();
  });
});

describe('useFlightAirports', () => {
  it('loads every airport the shop flies', async () => {
    const { result } = renderHook(() => useFlightAirports(), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((airport) => airport.code)).toContain('YYZ');
  });
});
