import { errorPanelContent } from '@wayfare/domain';

/**
 * A booking whose outcome is unknown (the network failed while it was made, spec: platform §8
 * "quote or fulfil network failures show the generic error"): it may exist, so the page sends the
 * traveller to their trips and never offers a second booking.
 */
export const bookingUnknownContent = errorPanelContent({ kind: 'booking-unknown' });

/** The notice that stays on the page once the panel is closed (the wording is ours). */
export const bookingUnknownNotice = {
  text: "We couldn't confirm your booking yet. Please check My Trips before trying again.",
  link: 'Go to My Trips',
} as const;
