import { createApiClient, csrfTokenFromDocument, pollFulfil, scheduleFulfil } from '@wayfare/api';
import { storeReservation, defaultSessionStorage } from '@wayfare/booking';

/**
 * Books a stay on the story's fake backend and keeps the reservation where the checkout keeps it,
 * as a booking would before the confirmation page opens; answers the reservation's id.
 */
export async function bookedReservationId(): Promise<string> {
  const client = createApiClient({ baseUrl: '', getCsrfToken: csrfTokenFromDocument });
  const token = await scheduleFulfil(client, {
    quoteToken: 'story-quote',
    payments: [],
    agentFee: 0,
    isRecommended: false,
  });
  if (token === undefined) throw new Error('The fake backend scheduled no booking.');
  const answer = await pollFulfil(client, token, { delaysMs: [0, 0, 0, 0, 0] });
  if (answer.FulfillResponse !== 'Success') throw new Error('The fake backend booked nothing.');
  storeReservation(defaultSessionStorage(), answer.fulfillment.reservation);
  return answer.fulfillment.reservation.id.value;
}
