import { useCallback } from 'react';
import { useTrackEvent } from '../tracking/useTrackEvent';
import { useOptionalCheckoutScope } from './BookingScope';

/** The event a card failure outside any checkout (the payment-methods page) is logged with (ours). */
export const paymentMethodFailureEvent = 'payment_method_failed';

/**
 * Logs one failure with its reason (spec: platform §8 "Failure tracking reasons"), under the
 * checkout's product's event. The flows call it once, where the failure happens, so a re-render
 * never logs it again.
 */
export function useTrackFailure(): (
  reason: string,
  properties?: Readonly<Record<string, string>>,
) => void {
  const track = useTrackEvent();
  const event = useOptionalCheckoutScope()?.product.failureEvent ?? paymentMethodFailureEvent;
  return useCallback(
    (reason, properties = {}) => track(event, { ...properties, reason }),
    [track, event],
  );
}
