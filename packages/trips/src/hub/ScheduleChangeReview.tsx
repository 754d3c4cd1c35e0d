import { useChooseScheduleChange } from '@wayfare/booking';
import type { Trip } from '@wayfare/domain';
import { ScheduleChangeDialog } from '@wayfare/ui';
import { useState } from 'react';
import { tripsTexts } from '../tripsTexts';

/** The trip whose schedule change the traveller reviews, and the call that answers it. */
export function useScheduleChangeReview() {
  const [trip, setTrip] = useState<Trip>();
  const mutation = useChooseScheduleChange();
  return {
    trip,
    mutation,
    open: (changed: Trip) => {
      mutation.reset();
      setTrip(changed);
    },
    close: () => setTrip(undefined),
  };
}

export interface ScheduleChangeReviewProps {
  readonly review: ReturnType<typeof useScheduleChangeReview>;
}

/** The schedule-change modal (products §2, §4): the traveller's choice is sent, then it closes. */
export function ScheduleChangeReview({ review }: ScheduleChangeReviewProps) {
  const { trip, mutation, close } = review;
  return (
    <ScheduleChangeDialog
      trip={trip}
      pendingChoice={mutation.isPending ? mutation.variables.choice : undefined}
      error={mutation.isError ? tripsTexts.scheduleChangeFailed : undefined}
      onChoose={(choice) =>
        trip && mutation.mutate({ tripId: trip.id, choice }, { onSuccess: close })
      }
      onCancel={close}
    />
  );
}
