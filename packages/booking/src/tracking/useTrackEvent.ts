import { useMutation } from '@tanstack/react-query';
import { trackEvent } from '@wayfare/api';
import type { TrackingEventProperties } from '@wayfare/domain';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';

/**
 * Sends a tracking event. Fire and forget: a tracking failure never reaches the user and is not
 * retried (spec: platform §7; "never blocking the user when the tracking call fails").
 */
export function useTrackEvent(): (event: string, properties?: TrackingEventProperties) => void {
  const { client } = useBookingEnvironment();
  const { mutate } = useMutation({
    mutationFn: ({ event, properties }: { event: string; properties?: TrackingEventProperties }) =>
      trackEvent(client, event, properties),
    retry: false,
  });
  return useCallback((event, properties) => mutate({ event, properties }), [mutate]);
}
