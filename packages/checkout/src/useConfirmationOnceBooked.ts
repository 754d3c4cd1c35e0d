import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface ConfirmationOnceBookedInput {
  /** The confirmation page of the booking made, once there is one. */
  readonly path: string | undefined;
  /** What the confirmation page shows besides the booking (spec: platform §2 Confirmation page). */
  readonly email: string;
  readonly earnText: string | undefined;
}

/**
 * A booked checkout shows its confirmation: after the booking, and on Back or a reload later (the
 * flow stays booked), so Confirm and Book is never armed again.
 */
export function useConfirmationOnceBooked({
  path,
  email,
  earnText,
}: ConfirmationOnceBookedInput): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (path === undefined) return;
    // The confirmation page reads the email and the earn string from the history entry's state.
    void navigate(path, { replace: true, state: { email, earnText } });
  }, [path, email, earnText, navigate]);
}
