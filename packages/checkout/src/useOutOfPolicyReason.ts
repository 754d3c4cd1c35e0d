import type { OutOfPolicyControls } from '@wayfare/booking';
import { useRef, useState, type RefObject } from 'react';

/** The corporate travel policy as the screen shows it (platform §3, §4 Fulfil, §6). */
export interface CheckoutScreenOutOfPolicy extends OutOfPolicyControls {
  /** A booking was attempted without the reason an out-of-policy stay needs. */
  readonly showReasonError: boolean;
  /** The reason field, focused when a booking is attempted without a reason. */
  readonly reasonFieldRef: RefObject<HTMLInputElement | null>;
  /**
   * Before going on to book (Confirm and Book; on mobile, Review my Trip): a missing reason is
   * flagged and its field focused. True when the booking may go on.
   */
  readonly checkReason: () => boolean;
}

/** The out-of-policy reason on screen: flagged, and its field focused, once a booking is tried without it. */
export function useOutOfPolicyReason(outOfPolicy: OutOfPolicyControls): CheckoutScreenOutOfPolicy {
  const [reasonAttempted, setReasonAttempted] = useState(false);
  const reasonFieldRef = useRef<HTMLInputElement>(null);
  const checkReason = () => {
    if (!outOfPolicy.isReasonMissing) return true;
    setReasonAttempted(true);
    reasonFieldRef.current?.focus();
    return false;
  };
  return {
    ...outOfPolicy,
    showReasonError: reasonAttempted && outOfPolicy.isReasonMissing,
    reasonFieldRef,
    checkReason,
  };
}
