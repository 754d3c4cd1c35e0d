import type { ApiFailure, RedirectTarget } from '@wayfare/api';
import type { Reservation } from '@wayfare/domain';
import { createContext, useContext } from 'react';

/** What went wrong in an embedded booking, for the host page to log or act on. */
export type HomesBookingError =
  /** A call failed and nothing on the page handles it (the page shows its own message too). */
  | { readonly kind: 'api-failure'; readonly failure: ApiFailure }
  /**
   * The API asked for a page the widget does not hold (spec: platform §8): 'login' when the
   * session is missing or expired, onboarding, the acknowledgement or access denied.
   */
  | { readonly kind: 'redirect'; readonly target: RedirectTarget };

/** The results an embedding page is told of. */
export interface HomesBookingEvents {
  /** A stay is booked: its reservation, once, when the booking succeeds. */
  readonly onBooked?: (reservation: Reservation) => void;
  readonly onError?: (error: HomesBookingError) => void;
}

const HomesBookingEventsContext = createContext<HomesBookingEvents>({});

export const HomesBookingEventsProvider = HomesBookingEventsContext.Provider;

/** The embedding page's callbacks; none in the portal. */
export function useHomesBookingEvents(): HomesBookingEvents {
  return useContext(HomesBookingEventsContext);
}
