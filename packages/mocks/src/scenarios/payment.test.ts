import { deletePaymentMethod, listPaymentMethods, verifyPaymentMethod } from '@wayfare/api';
import {
  cardTypes,
  isInvalidCard,
  paymentVerifyErrorPanel,
  type CardType,
  type PaymentVerifyResponse,
} from '@wayfare/domain';
import { testCard } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import { savedPaymentMethods } from '../fixtures/payments/paymentMethods';
import { testCards } from '../fixtures/payments/testCards';
import { cardTypeOfNumber } from '../handlers/cardType';
import { scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play, tokeniseAtVault, cardToken } = scenarioTestKit();

const card = testCard;

/** The whole add-a-card path: tokenisation at the vault (as its frame does), verification. */
async function addCard(number: string): Promise<PaymentVerifyResponse> {
  const token = await cardToken(card(number));
  return verifyPaymentMethod(api, { token, accountId: 'account-venture-x', isVCN: false });
}

describe('the card vault', () => {
  it.each<[string, CardType]>([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Master'],
    ['2223003122003222', 'Master'],
    ['378282246310005', 'American Express'],
    ['341111111111111', 'American Express'],
    ['36227206271667', 'Diners Club'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'Jcb'],
    ['5019717010103742', 'Dankort'],
    ['5018000000000009', 'Maestro'],
    ['6759649826438453', 'Maestro'],
    ['5600000000000003', 'Maestro'],
  ])('tokenises %s as %s, with its last four', async (number, cardType) => {
    expect(await tokeniseAtVault(card(number))).toEqual({
      token: expect.stringMatching(/^card-token-/) as unknown,
      last4: number.slice(-4),
      cardType,
    });
  });

  it('knows every card type by a prefix', () => {
    const examples = ['4', '51', '34', '36', '6011', '35', '5019', '50'];
    expect(new Set(examples.map((prefix) => cardTypeOfNumber(`${prefix}00000000000`)))).toEqual(
      new Set(cardTypes),
    );
  });

  it('refuses a number of no network, or too short', async () => {
    for (const number of ['9999888877776666', '4111'])
      expect(await tokeniseAtVault(card(number))).toBe(422);
  });

  it('refuses a call that carries Wayfare credentials', async () => {
    const response = await globalThis.fetch('http://wayfare.test/vault/v1/payment_methods', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer wayfare' },
      body: JSON.stringify({ environmentKey: 'k', card: card('4111111111111111') }),
    });
    expect(response.status).toBe(400);
  });

  it('serves its hosted-fields page, which answers the framing origin only', async () => {
    const response = await globalThis.fetch(
      'http://wayfare.test/vault/v1/hosted-fields?environmentKey=k&parentOrigin=https%3A%2F%2Fpartner.test',
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('"parentOrigin":"https://partner.test"');
    expect(page).toContain('"tokenizeUrl":"http://wayfare.test/vault/v1/payment_methods"');
    expect(response.headers.get('content-security-policy')).toBe(
      'frame-ancestors https://partner.test',
    );
  });
});

describe('test card endings (spec: platform §9)', () => {
  it.each(testCards.map((testCard) => [testCard.ending, testCard.state, testCard] as const))(
    'a card ending %s answers as %s',
    async (_, state, testCard) => {
      const answer = await addCard(testCard.number);
      play(state);
      const scenarioAnswer = await addCard('4111111111111111');
      expect(answer).toEqual(scenarioAnswer);
    },
  );

  it('any other card is verified, stored and listed', async () => {
    const answer = await addCard('4242424242424242');
    expect(answer).toMatchObject({
      PaymentVerifyResult: 'Success',
      payment: { last4: '4242', cardType: 'Visa' },
    });
    expect((await listPaymentMethods(api)).map((method) => method.last4)).toContain('4242');
  });

  it('an unknown token is a generic error', async () => {
    expect(
      await verifyPaymentMethod(api, { token: 'nope', accountId: 'a', isVCN: false }),
    ).toMatchObject({ PaymentVerifyResult: 'GenericError' });
  });
});

describe('payment scenarios (STATES §12)', () => {
  it('payment/verify-success: stored and selected', async () => {
    play('payment/verify-success');
    expect((await addCard('5555555555554444')).PaymentVerifyResult).toBe('Success');
  });

  it.each([
    ['payment/verify-card-declined', 'CardDeclined', 'Other'],
    ['payment/verify-excessive-activity', 'ExcessiveUserActivity', 'Other'],
    ['payment/verify-generic-error', 'GenericError', 'Other'],
    ['payment/verify-invalid-cvv', 'CardDeclined', 'InvalidCVV'],
    ['payment/verify-invalid-address', 'CardDeclined', 'InvalidAddress'],
  ] as const)('%s: %s, shown as the %s panel', async (id, result, failure) => {
    play(id);
    const answer = await addCard('5555555555554444');
    expect(answer.PaymentVerifyResult).toBe(result);
    expect(paymentVerifyErrorPanel(answer)).toMatchObject({
      kind: 'payment-verification',
      failure,
    });
  });

  it('payment/verify-card-declined: the panel shows the first error message', async () => {
    play('payment/verify-card-declined');
    expect(paymentVerifyErrorPanel(await addCard('5555555555554444'))).toHaveProperty(
      'firstErrorMessage',
      'Your card was declined. Please use a different card.',
    );
  });

  it('payment/invalid-card: verified with an unknown last four', async () => {
    play('payment/invalid-card');
    const answer = await addCard('5555555555554444');
    if (answer.PaymentVerifyResult !== 'Success') throw new Error(answer.PaymentVerifyResult);
    expect(isInvalidCard(answer.payment)).toBe(true);
  });

  it('payment/saved-cards: a card of each type', async () => {
    play('payment/saved-cards');
    expect(new Set((await listPaymentMethods(api)).map((m) => m.cardType))).toEqual(
      new Set(cardTypes),
    );
  });
});

describe('payment method scenarios (STATES §16)', () => {
  it('payment-methods/list: every type, Personal and Business', async () => {
    play('payment-methods/list');
    const methods = await listPaymentMethods(api);
    expect(methods).toEqual(savedPaymentMethods);
    expect(new Set(methods.map((m) => m.accountUseType))).toEqual(
      new Set(['Personal', 'Business']),
    );
  });

  it('payment-methods/empty: no saved cards', async () => {
    play('payment-methods/empty');
    expect(await listPaymentMethods(api)).toEqual([]);
  });

  it('payment-methods/delete: the card is removed', async () => {
    play('payment-methods/delete');
    const [first] = await listPaymentMethods(api);
    if (!first) throw new Error('No saved card');
    await deletePaymentMethod(api, first.id);
    expect((await listPaymentMethods(api)).map((m) => m.id)).not.toContain(first.id);
  });
});
