import { confirmationPath } from '@wayfare/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface ConfirmationOnceBookedInput {
  /** The reservation booked, once there is one. */
  readonly reservationId: string | undefined;
  readonly isTravelApp: boolean;
  readonly isMobile: boolean;
  /** What the confirmation page shows besides the reservation (spec: platform §2 Confirmation page). */
  readonly email: string;
  readonly earnText: string | undefined;
}

/**
 * A booked checkout shows its confirmation: after the booking, and on Back or a reload later (the
 * flow stays booked), so Confirm and Book is never armed again.
 */
export function useConfirmationOnceBooked({
  reservationId,
  isTravelApp,
  isMobile,
  email,
  earnText,
}: ConfirmationOnceBookedInput): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (reservationId === undefined) return;
    // The confirmation page reads the email and the earn string from the history entry's state.
    void navigate(confirmationPath({ isTravelApp, isMobile, reservationId }), {
      replace: true,
      state: { email, earnText },
    });
  }, [reservationId, email, earnText, navigate, isTravelApp, isMobile]);
}
