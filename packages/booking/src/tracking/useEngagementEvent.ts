import { useMutation } from '@tanstack/react-query';
import { sendEngagementEvent } from '@wayfare/api';
import type { EngagementEvent } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';

/**
 * Sends an engagement event (spec: platform §7). Fire and forget, as tracking is: a failed event
 * never reaches the user and is not retried.
 */
export function useEngagementEvent(): (engagement: EngagementEvent) => void {
  const { client } = useBookingEnvironment();
  const { mutate } = useMutation({
    mutationFn: (engagement: EngagementEvent) => sendEngagementEvent(client, engagement),
    retry: false,
  });
  return mutate;
}
