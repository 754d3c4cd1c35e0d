import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelFlight,
  cancelHome,
  changeTripEmail,
  chooseScheduleChange,
  getFlightCancelInfo,
  getHomeCancelQuote,
  requestTravelerEdit,
  resendTripConfirmation,
  stopWatchingTrip,
} from '@wayfare/api';
import type {
  FlightCancelInfo,
  FlightCancellationOutcome,
  FlightCancelRequest,
  HomeCancelQuoteResponse,
  ScheduleChangeChoice,
  TravelerEditRequest,
  Trip,
} from '@wayfare/domain';
import { useCallback, useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { tripQueryOptions, tripsQueryKey } from './tripsQuery';

/**
 * A call answered the trip as it now is: the details show it at once, and every trips list is
 * asked again (a cancelled home moves from Upcoming to Past).
 */
function useTripChanged() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useCallback(
    async (trip: Trip) => {
      queryClient.setQueryData(tripQueryOptions(client, trip.id).queryKey, trip);
      await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
    [client, queryClient],
  );
}

/** What a traveler can do about a booked trip, each call as a promise its modal waits on. */
export interface TripActions {
  readonly resendConfirmation: (email: string) => Promise<void>;
  readonly changeEmail: (email: string) => Promise<void>;
  readonly requestTravelerEdit: (request: TravelerEditRequest) => Promise<void>;
  readonly chooseScheduleChange: (choice: ScheduleChangeChoice) => Promise<void>;
  readonly homeCancel: {
    readonly quote: () => Promise<HomeCancelQuoteResponse>;
    readonly cancel: (quoteId: string) => Promise<void>;
  };
  /** Cancelling a flight online (products §2 "self-serve cancel flight"). */
  readonly flightCancel: {
    readonly info: () => Promise<FlightCancelInfo>;
    readonly cancel: (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;
  };
}

/** The calls of a trip's modals, each a mutation whose promise its modal waits on. */
export function useTripActions(tripId: string): TripActions {
  const { client } = useBookingEnvironment();
  const changed = useTripChanged();
  const resend = useMutation({
    mutationFn: (email: string) => resendTripConfirmation(client, tripId, { email }),
  });
  const email = useMutation({
    mutationFn: (value: string) => changeTripEmail(client, tripId, { email: value }),
    onSuccess: changed,
  });
  const travelerEdit = useMutation({
    mutationFn: (request: TravelerEditRequest) => requestTravelerEdit(client, tripId, request),
  });
  const scheduleChange = useChooseScheduleChange();
  const cancelQuote = useMutation({ mutationFn: () => getHomeCancelQuote(client, tripId) });
  const cancel = useMutation({
    mutationFn: (quoteId: string) => cancelHome(client, tripId, { quoteId }),
    onSuccess: changed,
  });
  const flightCancel = useFlightCancelMutations(tripId, changed);
  const { mutateAsync: resendAsync } = resend;
  const { mutateAsync: emailAsync } = email;
  const { mutateAsync: travelerEditAsync } = travelerEdit;
  const { mutateAsync: scheduleChangeAsync } = scheduleChange;
  const { mutateAsync: quoteAsync } = cancelQuote;
  const { mutateAsync: cancelAsync } = cancel;
  const { mutateAsync: flightCancelInfoAsync } = flightCancel.info;
  const { mutateAsync: flightCancelAsync } = flightCancel.cancel;
  return useMemo(
    () => ({
      resendConfirmation: async (value) => void (await resendAsync(value)),
      changeEmail: async (value) => void (await emailAsync(value)),
      requestTravelerEdit: async (request) => void (await travelerEditAsync(request)),
      chooseScheduleChange: async (choice) => void (await scheduleChangeAsync({ tripId, choice })),
      homeCancel: {
        quote: () => quoteAsync(),
        cancel: async (quoteId) => void (await cancelAsync(quoteId)),
      },
      flightCancel: {
        info: () => flightCancelInfoAsync(),
        cancel: async (request) => (await flightCancelAsync(request)).outcome,
      },
    }),
    [
      tripId,
      resendAsync,
      emailAsync,
      travelerEditAsync,
      scheduleChangeAsync,
      quoteAsync,
      cancelAsync,
      flightCancelInfoAsync,
      flightCancelAsync,
    ],
  );
}

/**
 * The self-serve flight cancellation's two calls, each a mutation its modal waits on. The cancel
 * call answers the trip as it now is: the details show it (Canceled, or its cancellation pending)
 * and every trips list is asked again (a cancelled flight moves from Upcoming to Past trips). An
 * options answer that says the flight was cancelled already refreshes the trip too.
 */
function useFlightCancelMutations(tripId: string, changed: (trip: Trip) => Promise<void>) {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  const info = useMutation({
    mutationFn: () => getFlightCancelInfo(client, tripId),
    onSuccess: async (answer) => {
      if (answer.kind === 'outcome' && answer.outcome === 'Canceled') {
        await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
      }
    },
  });
  const cancel = useMutation({
    mutationFn: (request: FlightCancelRequest) => cancelFlight(client, tripId, request),
    onSuccess: ({ trip }) => changed(trip),
  });
  return { info, cancel };
}

export interface ScheduleChangeChoiceInput {
  readonly tripId: string;
  readonly choice: ScheduleChangeChoice;
}

/** POST schedule-change: the traveler's answer to an airline's schedule change (products §4). */
export function useChooseScheduleChange() {
  const { client } = useBookingEnvironment();
  return useMutation({
    mutationFn: ({ tripId, choice }: ScheduleChangeChoiceInput) =>
      chooseScheduleChange(client, tripId, { choice }),
    onSuccess: useTripChanged(),
  });
}

/** POST stop-watching: the watch leaves Watched trips. */
export function useStopWatching() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => stopWatchingTrip(client, tripId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsQueryKey }),
  });
}
