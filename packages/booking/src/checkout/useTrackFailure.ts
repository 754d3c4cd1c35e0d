import { useCallback } from 'react';
import { useTrackEvent } from '../tracking/useTrackEvent';

/** The event a checkout failure is logged with (ours: the spec names the reasons, not the event). */
export const checkoutFailureEvent = 'vacation_rental_checkout_failed';

/**
 * Logs one checkout failure with its reason (spec: platform §8 "Failure tracking reasons"). The
 * flows call it once, where the failure happens, so a re-render never logs it again.
 */
export function useTrackFailure(): (
  reason: string,
  properties?: Readonly<Record<string, string>>,
) => void {
  const track = useTrackEvent();
  return useCallback(
    (reason, properties = {}) => track(checkoutFailureEvent, { ...properties, reason }),
    [track],
  );
}
