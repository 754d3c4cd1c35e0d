import { travelerProfileSchema, type PersonTexts } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { purchasePaths } from './purchasePaths';
import { quoteSessionStore } from './purchaseState';
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
 * `POST /api/v1/homes/addMainGuest` and its hotel twin `POST hotels/mainGuest` (ours): answers the ordered product it was given (spec: platform
 * §7). It needs an ordered product id, a session token and a guest (§5), like the real server,
 * and refuses with 400 a guest or contact email with a field over its limit.
 */
export function mainGuestHandlers() {
  return [purchasePaths.addMainGuest, purchasePaths.hotelMainGuest].map((path) =>
    http.post(path, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const fields: Record<string, unknown> = isRecord(body) ? body : {};
      const { orderedProductId, paymentSessionToken, mainGuest, emailAddress } = fields;
      if (
        typeof orderedProductId !== 'string' ||
        typeof paymentSessionToken !== 'string' ||
        !isRecord(mainGuest)
      )
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const texts = mainGuestTexts(mainGuest, emailAddress);
      const overLimit = personOverLimitResponse(texts);
      if (overLimit) return overLimit;
      // The quote's token is the payment session's: the booked home's traveler and email.
      quoteSessionStore.amend(paymentSessionToken, {
        mainGuest: {
          name: `${texts.givenName} ${texts.surname}`.trim(),
          ...(texts.emailAddress ? { emailAddress: texts.emailAddress } : {}),
          ...(typeof mainGuest.dateOfBirth === 'string' && { dateOfBirth: mainGuest.dateOfBirth }),
        },
      });
      return HttpResponse.json({ orderedProductId });
    }),
  );
}
