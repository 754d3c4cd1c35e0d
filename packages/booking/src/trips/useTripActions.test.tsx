import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { tripIds } from '@wayfare/mocks';
import { mockServer } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import { checkoutWrapper } from '../checkout/testing/checkoutWrapper';
import { useTripActions } from './useTripActions';
import { useTrip, useTripList } from './useTripsScreen';

const { play } = mockServer();

/** The actions of a trip, beside its details and the Upcoming trips list, on one query cache. */
function renderTripActions(tripId: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { wrapper } = checkoutWrapper({ scoped: false, queryClient });
  const rendered = renderHook(
    () => ({
      actions: useTripActions(tripId),
      trip: useTrip(tripId),
      upcoming: useTripList('upcoming'),
    }),
    { wrapper },
  );
  return { ...rendered, queryClient };
}

const idsOf = (screen: ReturnType<typeof useTripList>) =>
  screen.status === 'ready' ? screen.data.map((trip) => trip.id) : [];

// Ours: the flight cancellation's calls as the modal makes them (products §2 "self-serve cancel flight").
describe('useTripActions().flightCancel', () => {
  it('cancels on the offer: the details show the flight Canceled, Upcoming trips no longer lists it', async () => {
    const { result } = renderTripActions(tripIds.upcomingFlight);
    await waitFor(() => expect(idsOf(result.current.upcoming)).toContain(tripIds.upcomingFlight));
    const info = await act(() => result.current.actions.flightCancel.info());
    if (info.kind !== 'offer') throw new Error(info.outcome);
    const outcome = await act(() =>
      result.current.actions.flightCancel.cancel({ offerId: info.offer.offerId }),
    );
    expect(outcome).toBe('PartialRefund');
    await waitFor(() =>
      expect(result.current.trip).toMatchObject({ status: 'ready', data: { status: 'Canceled' } }),
    );
    await waitFor(() =>
      expect(idsOf(result.current.upcoming)).not.toContain(tripIds.upcomingFlight),
    );
  });

  it('refreshes the trip when the options say the flight was cancelled already', async () => {
    play('flight-cancel/cancelled');
    const { result } = renderTripActions(tripIds.oneWayFlight);
    await waitFor(() => expect(result.current.trip.status).toBe('ready'));
    const info = await act(() => result.current.actions.flightCancel.info());
    expect(info).toEqual({ kind: 'outcome', outcome: 'Canceled' });
    await waitFor(() =>
      expect(result.current.trip).toMatchObject({ data: { status: 'Canceled' } }),
    );
  });

  it('rejects when the cancel call is refused, and changes nothing', async () => {
    const { result } = renderTripActions(tripIds.upcomingFlight);
    await waitFor(() => expect(result.current.trip.status).toBe('ready'));
    await expect(
      act(() => result.current.actions.flightCancel.cancel({ offerId: 'no-such-offer' })),
    ).rejects.toMatchObject({ status: 409 });
    expect(result.current.trip).toMatchObject({ data: { status: 'Confirmed' } });
  });
});
