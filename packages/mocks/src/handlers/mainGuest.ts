import { travelerProfileSchema, type PersonTexts } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { purchasePaths } from './purchasePaths';
import { personOverLimitResponse } from './personLimits';
import { isRecord } from './stayRequest';

/** The typed parts of the main guest and the contact email, as far as the body has them. */
function mainGuestTexts(guest: Record<string, unknown>, emailAddress: unknown): PersonTexts {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const typedParts = z.partial(
    z.pick(travelerProfileSchema, { passport: true, frequentFlyer: true, hotelLoyalty: true }),
  );
  const parsed = typedParts.safeParse(guest);
  return {
    givenName: text(guest.givenName) ?? '',
    surname: text(guest.surname) ?? '',
    emailAddress: text(emailAddress),
    phoneNumber: text(guest.phoneNumber),
    ...(parsed.success ? parsed.data : {}),
  };
}

/**
 * `POST /api/v1/homes/addMainGuest`: answers the ordered product it was given (spec: platform
 * §7). It needs an ordered product id, a session token and a guest (§5), like the real server,
 * and refuses with 400 a guest or contact email with a field over its limit.
 */
export function mainGuestHandlers() {
  return [
    http.post(purchasePaths.addMainGuest, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const orderedProductId = isRecord(body) ? body.orderedProductId : undefined;
      const complete =
        isRecord(body) &&
        typeof orderedProductId === 'string' &&
        typeof body.paymentSessionToken === 'string' &&
        isRecord(body.mainGuest);
      if (!complete || typeof orderedProductId !== 'string')
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const overLimit =
        isRecord(body.mainGuest) &&
        personOverLimitResponse(mainGuestTexts(body.mainGuest, body.emailAddress));
      if (overLimit) return overLimit;
      return HttpResponse.json({ orderedProductId });
    }),
  ];
}
