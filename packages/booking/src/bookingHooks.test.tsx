import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor, act } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { defaultStayDates, type Tenant } from '@wayfare/domain';
import type { ScenarioId } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider, useToday } from './BookingProvider';
import { useExperiment } from './experiments/experimentsQuery';
import { useCalendarAvailability } from './homes/calendarAvailabilityQuery';
import { useHomesSearch } from './homes/homesSearchQuery';
import { useListing } from './homes/listingQuery';
import { useTrackEvent } from './tracking/useTrackEvent';

const { server, play } = mockServer();
afterEach(() => vi.restoreAllMocks());

const now = () => new Date('2026-07-01T14:00:00Z');

/** Hooks against the fake backend playing a scenario, with a fresh cache. */
function wrapperFor(scenario?: ScenarioId, tenant: Tenant = 'consumer') {
  play(scenario);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant={tenant} now={now}>
        {children}
      </BookingProvider>
    </QueryClientProvider>
  );
}

const stayDates = defaultStayDates({}, '2026-07-01');

describe('BookingProvider', () => {
  it('gives today in the traveller time zone from the clock it is given', () => {
    const { result } = renderHook(() => useToday(), { wrapper: wrapperFor() });
    expect(result.current).toBe('2026-07-01');
  });

  it('is required by every hook', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToday())).toThrow(
      'Booking hooks need a <BookingProvider> above them.',
    );
  });
});

// spec: platform §4 "Experiments are loaded once when logged in (loading, then resolved)."
describe('useExperiment', () => {
  it.each([
    [undefined, 'consumer', 'on'],
    [undefined, 'corporate', 'on'],
    ['experiment/vacation-rentals/off', 'consumer', 'off'],
    ['session/logged-out', 'consumer', 'off'],
  ] as const)('%s on the %s tenant: vacation rentals %s', async (scenario, tenant, status) => {
    const { result } = renderHook(() => useExperiment('vacation-rentals'), {
      wrapper: wrapperFor(scenario, tenant),
    });
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe(status));
  });

  it('does not ask for experiments when nobody is signed in', async () => {
    const wrapper = wrapperFor('session/logged-out');
    const asked = recordRequests(server);
    const { result } = renderHook(() => useExperiment('wishlists'), { wrapper });
    await waitFor(() => expect(result.current).toBe('off'));
    expect(asked.map(({ path }) => path)).not.toContain('/api/v0/experiments/active');
  });
});

describe('homes hooks', () => {
  it('useListing loads a listing priced for the stay', async () => {
    const query = {
      listingId: 'listing-lakeside-cabin',
      stayDates,
      adults: 2,
      childAges: [],
      pets: 0,
    };
    const { result } = renderHook(() => useListing(query), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      status: 'listing',
      listing: { listingId: { id: 'listing-lakeside-cabin' } },
    });
  });

  it('useListing fails without retrying on shop/failure/unknown', async () => {
    const query = {
      listingId: 'listing-lakeside-cabin',
      stayDates,
      adults: 2,
      childAges: [],
      pets: 0,
    };
    const { result } = renderHook(() => useListing(query), {
      wrapper: wrapperFor('shop/failure/unknown'),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('useCalendarAvailability loads today to one year ahead, and waits for a listing id', async () => {
    const { result } = renderHook(({ id }: { id?: string }) => useCalendarAvailability(id), {
      wrapper: wrapperFor(),
      initialProps: {},
    });
    expect(result.current.fetchStatus).toBe('idle');
    const { result: loaded } = renderHook(() => useCalendarAvailability('listing-lakeside-cabin'), {
      wrapper: wrapperFor(),
    });
    await waitFor(() => expect(loaded.current.isSuccess).toBe(true));
    expect(loaded.current.data?.[0]?.date).toBe('2026-07-01');
    expect(loaded.current.data?.at(-1)?.date).toBe('2027-07-01');
  });

  it('useHomesSearch pages by 10 until the last page', async () => {
    const query = {
      locationName: 'Anywhere',
      stayDates,
      adults: 2,
      childAges: [],
      pets: 0,
      sortOrder: 'Recommended' as const,
    };
    const { result } = renderHook(() => useHomesSearch(query), {
      wrapper: wrapperFor('search/results'),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.listings).toHaveLength(10);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.listings).length).toBe(
      result.current.data?.pages[0]?.totalCount,
    );
  });
});

describe('useTrackEvent', () => {
  it('sends the event and never throws when tracking fails', async () => {
    const sent = vi.fn();
    const wrapper = wrapperFor();
    server.use(
      http.post('*/api/v0/tracking/event', async ({ request }) => {
        // A clone: msw 2.15 can hand this resolver the same request twice in one lookup.
        sent(await request.clone().json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { result } = renderHook(() => useTrackEvent(), { wrapper });
    act(() => result.current('image_load_failed', { url: '/x.jpg' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        event: 'image_load_failed',
        properties: { url: '/x.jpg' },
      }),
    );
  });
});
