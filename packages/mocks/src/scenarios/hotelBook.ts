import {
  errorPanelContent,
  hotelBookingErrorCodes,
  hotelBookingErrorGroup,
  hotelBookingErrorScenarioId,
  hotelFulfilErrorPanel,
  type HotelBookingErrorCode,
  type HotelBookingErrorGroup,
  type PurchaseError,
} from '@wayfare/domain';
import { purchaseHandlers } from '../handlers/purchase';
import type { Scenario } from './scenario';

const supportPhone = '1-800-555-0134';

/** What the hotel's booking system says with each group's codes, as the payment panels show it. */
const serverMessages: Partial<Record<HotelBookingErrorGroup, string>> = {
  cvv: 'The security code (CVV) does not match this card. Check it and try again.',
  address: 'The billing address does not match the one the card issuer has.',
  payment: 'Your card was not accepted. Use another card or check its details.',
};

const kindOf = (group: HotelBookingErrorGroup): PurchaseError['kind'] =>
  group === 'cvv' || group === 'address' || group === 'payment' || group === 'redemption-failure'
    ? 'PaymentError'
    : group === 'rate-limited'
      ? 'ErrorCode'
      : 'ProductError';

function failingWith(code: HotelBookingErrorCode): Scenario {
  const group = hotelBookingErrorGroup(code);
  const message = serverMessages[group];
  const error: PurchaseError = { kind: kindOf(group), code, ...(message && { message }) };
  const { title } = errorPanelContent(hotelFulfilErrorPanel(error, supportPhone));
  return {
    description: `${title} (${code})`,
    handlers: { purchase: purchaseHandlers({ fulfil: { errors: [error] } }) },
  };
}

/**
 * STATES §29: a hotel booking failing with each code of the catalogue, one scenario per code
 * (`hotel-book/<group>/<code in kebab-case>`); the panel is the group's.
 */
export const hotelBookScenarios: Record<`hotel-book/${string}`, Scenario> = Object.fromEntries(
  hotelBookingErrorCodes.map((code) => [hotelBookingErrorScenarioId(code), failingWith(code)]),
);
