/**
 * The confirmation page's code: its route loads it when it matches, the checkout at Confirm and
 * Book, so that it has arrived when the booking has.
 */
export const loadConfirmationPage = async () =>
  (await import('./FlightConfirmationPage')).FlightConfirmationPage;
