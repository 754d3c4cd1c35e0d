import { useStopWatching } from '@wayfare/booking';
import type { Trip } from '@wayfare/domain';
import { StopWatchingDialog } from '@wayfare/ui';
import { useState } from 'react';
import { tripsTexts } from '../tripsTexts';

/** The watch a traveller asked to stop, and the call that stops it. */
export function useStopWatchingRequest() {
  const [trip, setTrip] = useState<Trip>();
  const mutation = useStopWatching();
  return {
    trip,
    mutation,
    open: (watch: Trip) => {
      mutation.reset();
      setTrip(watch);
    },
    close: () => setTrip(undefined),
  };
}

export interface StopWatchingProps {
  readonly request: ReturnType<typeof useStopWatchingRequest>;
  /** The watch is gone with its button: focus goes where the page says. */
  readonly onGone: () => void;
}

/** The stop-watching modal over the hub (products §2): on success the watch leaves Watched trips. */
export function StopWatching({ request, onGone }: StopWatchingProps) {
  const { trip, mutation, close } = request;
  return (
    <StopWatchingDialog
      trip={trip}
      isPending={mutation.isPending}
      error={mutation.isError ? tripsTexts.stopWatchingFailed : undefined}
      onConfirm={(watch) => mutation.mutate(watch.id, { onSuccess: close })}
      onCancel={close}
      onExited={mutation.isSuccess ? onGone : undefined}
    />
  );
}
