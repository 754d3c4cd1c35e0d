import type { AddMainGuestBody, ApiClient } from '@wayfare/api';
import { canAddMainGuest, personToSend } from '@wayfare/domain';
import type { MainGuestOf } from './CheckoutProduct';

/** The ids the main-guest call needs from a product's quote. */
export interface MainGuestIds {
  readonly orderedProductId: string;
  readonly sessionToken: string;
}

/**
 * A product's `addMainGuest` from its call and where its quote keeps the ids (spec: platform §5
 * "Adding the main guest requires an ordered product id, a session token and a guest"): undefined,
 * and no call, while one of them is missing.
 */
export function mainGuestCall<Quote>(
  call: (client: ApiClient, body: AddMainGuestBody, signal?: AbortSignal) => Promise<string>,
  idsOf: (quote: Quote) => MainGuestIds,
) {
  return async (
    client: ApiClient,
    { quote, traveler, contact }: MainGuestOf<Quote>,
    signal?: AbortSignal,
  ): Promise<string | undefined> => {
    const { orderedProductId, sessionToken } = idsOf(quote);
    const ready = canAddMainGuest({
      orderedProductId,
      sessionToken,
      hasGuest: contact.phoneNumber.trim() !== '',
    });
    if (!ready) return undefined;
    return call(
      client,
      {
        emailAddress: contact.emailAddress,
        mainGuest: { ...personToSend(traveler), phoneNumber: contact.phoneNumber },
        orderedProductId,
        paymentSessionToken: sessionToken,
      },
      signal,
    );
  };
}
