import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelHome,
  changeTripEmail,
  chooseScheduleChange,
  getHomeCancelQuote,
  requestTravelerEdit,
  resendTripConfirmation,
  stopWatchingTrip,
} from '@wayfare/api';
import type {
  HomeCancelQuoteResponse,
  ScheduleChangeChoice,
  TravelerEditRequest,
} from '@wayfare/domain';
import { useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { tripsQueryKey } from './tripsQuery';
import { useFlightCancel, type FlightCancelActions } from './useFlightCancel';
import { useFlightExchange, type FlightExchangeActions } from './useFlightExchange';
import { useTripChanged } from './useTripChanged';

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
  readonly flightCancel: FlightCancelActions;
  /** The flight exchange (products §2 "exchange flight", §4 its flow). */
  readonly flightExchange: FlightExchangeActions;
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
  const flightCancel = useFlightCancel(tripId);
  const flightExchange = useFlightExchange(tripId);
  const { mutateAsync: resendAsync } = resend;
  const { mutateAsync: emailAsync } = email;
  const { mutateAsync: travelerEditAsync } = travelerEdit;
  const { mutateAsync: scheduleChangeAsync } = scheduleChange;
  const { mutateAsync: quoteAsync } = cancelQuote;
  const { mutateAsync: cancelAsync } = cancel;
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
      flightCancel,
      flightExchange,
    }),
    [
      tripId,
      resendAsync,
      emailAsync,
      travelerEditAsync,
      scheduleChangeAsync,
      quoteAsync,
      cancelAsync,
      flightCancel,
      flightExchange,
    ],
  );
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
