import { flightPassengersRequestSchema, type FlightPassengersResponse } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { flightPassengerRefusals, type FlightPassengersBehaviour } from './flightPassengerRefusals';
import { purchasePaths } from './purchasePaths';
import { quoteSessionStore } from './purchaseState';

/**
 * `POST flights/passengers` (ours): a flight's passengers and contact, in place of a stay's main
 * guest (platform §5 "an ordered product id, a session token and a guest"). A body that is not
 * one is a 400; a quote this backend did not give, or another quote's product, is
 * BookingSessionMissing (products §8); passengers refused answer their codes. Otherwise they are
 * kept on the quote for the booking and its confirmation, and the ordered product is answered.
 */
export function flightPassengersHandlers(behaviour: FlightPassengersBehaviour = {}) {
  return [
    http.post(purchasePaths.flightPassengers, async ({ request }) => {
      const parsed = flightPassengersRequestSchema.safeParse(
        await request.json().catch(() => undefined),
      );
      if (!parsed.success)
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const { orderedProductId, paymentSessionToken, passengers, emailAddress, phoneNumber } =
        parsed.data;
      // The quote's token is the payment session's, as for a stay's main guest.
      const session = quoteSessionStore.get(paymentSessionToken);
      if (!session || session.orderedProductId !== orderedProductId)
        return HttpResponse.json<FlightPassengersResponse>({
          errors: [{ code: 'BookingSessionMissing' }],
        });
      const refusals = flightPassengerRefusals(parsed.data, session, behaviour);
      if (refusals.length > 0)
        return HttpResponse.json<FlightPassengersResponse>({ errors: refusals });
      quoteSessionStore.amend(paymentSessionToken, {
        flightPassengers: { passengers, emailAddress, phoneNumber },
      });
      return HttpResponse.json<FlightPassengersResponse>({ orderedProductId });
    }),
  ];
}
