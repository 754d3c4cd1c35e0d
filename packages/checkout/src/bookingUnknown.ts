/** The notice that stays on the page once the panel is closed (the wording is ours). */
export const bookingUnknownNotice = {
  text: "We couldn't confirm your booking yet. Please check My Trips before trying again.",
  link: 'Go to My Trips',
} as const;
