import { apiBasePath, type PaymentMethod } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { savedPaymentMethods } from '../fixtures/payments/paymentMethods';
import type { TestCardAnswer } from '../fixtures/payments/testCards';
import { readCardNumber } from './cardType';
import { hostedCardFieldsPage, hostedCardFieldsPageConfig } from './hostedCardFieldsPage';
import { verifyAnswer } from './paymentVerify';
import { currentPaymentMethods, deletePaymentMethod, tokeniseCard } from './paymentsState';
import { isRecord } from './stayRequest';

/** Where the fake card vault tokenises (ours: it stands for the tokenisation service). */
export const cardVaultPath = '*/vault/v1/payment_methods';
/** The vault's hosted-fields frame page (a stand-in for the tokenisation service's own). */
export const hostedCardFieldsPagePath = '*/vault/v1/hosted-fields';
export const paymentVerifyPath = `*${apiBasePath}/payments/verify`;

export interface PaymentsBehaviour {
  readonly methods?: readonly PaymentMethod[];
  /** `payments/verify` answers this whatever the card (STATES §12 scenarios). */
  readonly verify?: TestCardAnswer;
}

const invalid = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * The payments area (spec: platform §7): `payments/list`, `payments/get`, `payments/delete`,
 * the vault's credentials, the vault itself (its hosted-fields frame page, and card number in,
 * token out: card data never reaches /api) and `payments/verify`.
 */
export function paymentsHandlers(behaviour: PaymentsBehaviour = {}) {
  const initial = behaviour.methods ?? savedPaymentMethods;
  return [
    http.put(`*${apiBasePath}/payments/list`, () =>
      HttpResponse.json({ value: currentPaymentMethods(initial) }),
    ),
    http.post(`*${apiBasePath}/payments/get`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const paymentId = isRecord(body) ? body.paymentId : undefined;
      const method = currentPaymentMethods(initial).find(({ id }) => id === paymentId);
      return method
        ? HttpResponse.json({ value: method })
        : HttpResponse.json({ message: 'Payment method not found.' }, { status: 404 });
    }),
    http.post(`*${apiBasePath}/payments/delete`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (!isRecord(body) || typeof body.paymentId !== 'string') return invalid('Invalid Request.');
      deletePaymentMethod(body.paymentId);
      return HttpResponse.json({});
    }),
    http.get(`*${apiBasePath}/payments/spreedlyCredentials`, () =>
      HttpResponse.json({ environmentKey: 'mock-vault-environment-key' }),
    ),
    http.get(hostedCardFieldsPagePath, ({ request }) => {
      const config = hostedCardFieldsPageConfig(new URL(request.url), '/vault/v1/payment_methods');
      return HttpResponse.html(hostedCardFieldsPage(config), {
        // As a vault's: only the page that named itself may frame the fields.
        headers: {
          'Content-Security-Policy': `frame-ancestors ${config.parentOrigin || "'none'"}`,
        },
      });
    }),
    http.post(cardVaultPath, async ({ request }) => {
      // The vault is not Wayfare's API: a call with Wayfare's credentials came from the wrong client.
      if (request.headers.has('authorization') || request.headers.has('h-csrf-token'))
        return invalid('The card vault takes no Wayfare credentials.');
      const body: unknown = await request.json().catch(() => undefined);
      const card = isRecord(body) && isRecord(body.card) ? body.card : {};
      const number = readCardNumber(card.number);
      if (!number)
        return HttpResponse.json(
          { errors: [{ attribute: 'number', message: 'Number is invalid' }] },
          { status: 422 },
        );
      const last4 = number.digits.slice(-4);
      const token = tokeniseCard({ last4, cardType: number.cardType });
      return HttpResponse.json({
        transaction: {
          payment_method: { token, last_four_digits: last4, card_type: number.cardType },
        },
      });
    }),
    http.post(paymentVerifyPath, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (!isRecord(body) || typeof body.token !== 'string' || typeof body.accountId !== 'string')
        return invalid('Invalid Request.');
      return HttpResponse.json(verifyAnswer(body.token, body.accountId, behaviour.verify));
    }),
  ];
}
