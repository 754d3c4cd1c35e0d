import { delay, http, HttpResponse } from 'msw';
import { purchasePaths } from './purchasePaths';
import { isRecord } from './stayRequest';

export interface MainGuestBehaviour {
  /** How long the call takes (STATES §10 main-guest/pending). */
  readonly delayMs?: number;
  /** Answer 500 (STATES §10 main-guest/failure). */
  readonly fails?: boolean;
}

/**
 * `POST /api/v1/homes/addMainGuest`: answers the ordered product it was given (spec: platform
 * §7). It needs an ordered product id, a session token and a guest (§5), like the real server.
 */
export function mainGuestHandlers(behaviour: MainGuestBehaviour = {}) {
  return [
    http.post(purchasePaths.addMainGuest, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (behaviour.delayMs) await delay(behaviour.delayMs);
      if (behaviour.fails) return HttpResponse.json({ message: 'Mock error 500' }, { status: 500 });
      const orderedProductId = isRecord(body) ? body.orderedProductId : undefined;
      const complete =
        isRecord(body) &&
        typeof orderedProductId === 'string' &&
        typeof body.paymentSessionToken === 'string' &&
        isRecord(body.mainGuest);
      if (!complete || typeof orderedProductId !== 'string')
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      return HttpResponse.json({ orderedProductId });
    }),
  ];
}
