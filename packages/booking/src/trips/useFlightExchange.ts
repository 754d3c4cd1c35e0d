import { useMutation } from '@tanstack/react-query';
import {
  getFlightExchangeAirports,
  getFlightExchangeOptions,
  isApiError,
  pollFlightExchange,
  scheduleFlightExchange,
} from '@wayfare/api';
import type {
  ExchangeFlowAnswer,
  FlightExchangeLoad,
  FlightExchangeRequest,
  FlightExchangeSubmission,
  Trip,
} from '@wayfare/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useTripChanged } from './useTripChanged';

/** The flight exchange's calls as the exchange modal makes them (products §2 "exchange flight"). */
export interface FlightExchangeActions {
  /**
   * Whether and how the flight can be exchanged, with the airports when it can. A trip whose
   * itinerary the backend cannot find resolves `{ found: false }`; any other failure rejects.
   */
  readonly load: () => Promise<FlightExchangeLoad>;
  /**
   * Runs the exchange (products §4: shop, price quote, book, agent fulfil): schedules it, then
   * polls once a second, telling `onProgress` each answer, until it settles or the poll gives up.
   * A request that could not be sent, or answers that could not be read, reject.
   */
  readonly submit: (
    request: FlightExchangeRequest,
    onProgress: (answer: ExchangeFlowAnswer) => void,
  ) => Promise<FlightExchangeSubmission>;
}

export interface FlightExchangePolling {
  /** The poll's waits (a second each, for a minute, by default); tests pass shorter ones. */
  readonly delaysMs?: readonly number[];
}

interface SubmitInput {
  readonly request: FlightExchangeRequest;
  readonly onProgress: (answer: ExchangeFlowAnswer) => void;
}

type Submitted = FlightExchangeSubmission & { readonly trip?: Trip };

/**
 * The flight exchange of one trip, each call a mutation whose promise the modal waits on: the
 * load, and the submit, which schedules and polls as one mutation. A change that reached the
 * agents refreshes the trip (its details say a change was requested) and every trips list. A
 * page that goes away stops the polling.
 */
export function useFlightExchange(
  tripId: string,
  options: FlightExchangePolling = {},
): FlightExchangeActions {
  const { delaysMs } = options;
  const { client } = useBookingEnvironment();
  const changed = useTripChanged();
  const running = useRef(new Set<AbortController>());

  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers) controller.abort();
      controllers.clear();
    };
  }, []);

  const load = useMutation({
    retry: false,
    mutationFn: async (): Promise<FlightExchangeLoad> => {
      try {
        const exchange = await getFlightExchangeOptions(client, tripId);
        const airports =
          exchange.eligibility === 'Eligible'
            ? await getFlightExchangeAirports(client, tripId)
            : [];
        return { found: true, options: exchange, airports };
      } catch (error) {
        if (isApiError(error, 'http') && error.status === 404) return { found: false };
        throw error;
      }
    },
  });

  const submit = useMutation({
    retry: false,
    mutationFn: async ({ request, onProgress }: SubmitInput): Promise<Submitted> => {
      const controller = new AbortController();
      running.current.add(controller);
      const { signal } = controller;
      let last: ExchangeFlowAnswer | undefined;
      try {
        const exchangeId = await scheduleFlightExchange(client, tripId, request, signal);
        const { trip, ...answer } = await pollFlightExchange(client, tripId, exchangeId, {
          signal,
          ...(delaysMs ? { delaysMs } : {}),
          onAnswer: ({ step, result }) => {
            last = { step, result };
            onProgress(last);
          },
        });
        return { outcome: 'settled', answer, ...(trip ? { trip } : {}) };
      } catch (error) {
        if (isApiError(error, 'poll-timeout'))
          return { outcome: 'no-answer', ...(last ? { last } : {}) };
        throw error;
      } finally {
        running.current.delete(controller);
      }
    },
    onSuccess: async ({ trip }) => {
      if (trip) await changed(trip);
    },
  });

  const { mutateAsync: loadAsync } = load;
  const { mutateAsync: submitAsync } = submit;
  return useMemo(
    () => ({
      load: () => loadAsync(),
      submit: async (request, onProgress) => {
        const { trip: _trip, ...submission } = await submitAsync({ request, onProgress });
        return submission;
      },
    }),
    [loadAsync, submitAsync],
  );
}
