import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { cardFrame, mockServer } from '@wayfare/test-kit/server';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './PaymentMethodsPage.stories';

const { List } = composeStories(stories);
const { server, play } = mockServer();
const slow = { timeout: 10000 };

const number = '4242424242424242';
const cvv = '7391';

/** What the page's own scripts could have heard: every event of these kinds, on its window. */
const heardKinds = ['message', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change'];

interface Heard {
  readonly type: string;
  /** A key pressed, a message's data, or the value of the field an input event came from. */
  readonly what: string;
}

interface Sent {
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
}

let heard: Heard[] = [];
let sent: Sent[] = [];

beforeEach(() => {
  localStorage.clear();
  heard = [];
  sent = [];
  const listen = (event: Event) => {
    const target = event.target instanceof HTMLInputElement ? event.target.value : '';
    const what =
      event instanceof MessageEvent
        ? JSON.stringify(event.data)
        : event instanceof KeyboardEvent
          ? event.key
          : target;
    heard.push({ type: event.type, what });
  };
  // Capturing on the window: a listener of the page hears every event of its document first.
  for (const type of heardKinds) window.addEventListener(type, listen, { capture: true });
  const seen = new Set<string>();
  server.events.on('request:start', ({ request, requestId }) => {
    if (seen.has(requestId)) return;
    seen.add(requestId);
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((body) => sent.push({ url, headers: request.headers, body }));
  });
  return () => {
    for (const type of heardKinds) window.removeEventListener(type, listen, { capture: true });
  };
});

/**
 * Issue 14: the card number never reaches a script of the page. The vault's stand-in frame page
 * runs its own script in a window (a JSDOM realm) of its own, at the vault's origin
 * (`jsdomCardFrame` of the test kit); the page's side is the real one: the add-card dialog,
 * `useAddCard`, `mountHostedCardFields` and the Wayfare API client. The card is typed key by key
 * in the frame's document. What this proves: no card digit is in any event the page's window
 * hears, in any request the page sends, or in the page's DOM, and the only request with the card
 * is the frame's own to the vault, without Wayfare credentials. What it cannot prove: that a
 * browser keeps the page out of the frame; that is the same-origin policy's work, given a vault
 * of its own origin (in the fake backends the stand-in frame shares the page's origin).
 */
describe('PaymentMethodsPage: card entry the page never reads', () => {
  it('keeps the card number and CVV out of the page', async () => {
    play('payment/verify-success');
    const user = userEvent.setup();
    render(<List />);
    await user.click(await screen.findByRole('button', { name: 'Add a new card' }, slow));
    const form = within(await screen.findByRole('dialog', { name: 'Add a new card' }));
    await user.type(form.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Lovelace');

    const frame = await cardFrame();
    const inFrame = userEvent.setup({ document: frame.document });
    const field = (id: string) => {
      const input = frame.document.getElementById(id);
      if (!input) throw new Error(`No ${id} field in the frame`);
      return input;
    };
    await inFrame.type(field('number'), number);
    await inFrame.type(field('expiry'), '12/30');
    await inFrame.type(field('cvv'), cvv);
    // A postal code of letters only: any digit key the page hears would be the card's.
    await user.type(form.getByRole('textbox', { name: /^Billing postal code/ }), 'SWAB');
    await user.click(form.getByRole('button', { name: 'Save card' }));
    await screen.findByText('Visa ending in 4242 was added.', {}, slow);

    const cardDigits = [number, number.slice(0, 12), cvv];
    // The page heard its own keys and the frame's answer, and nothing of the card.
    expect(heard.filter(({ type }) => type === 'keydown').map(({ what }) => what)).toContain('A');
    expect(heard.filter(({ type, what }) => type === 'keydown' && /^\d$/.test(what))).toEqual([]);
    const messages = heard.filter(({ type }) => type === 'message').map(({ what }) => what);
    expect(messages).toEqual([expect.stringContaining('"last4":"4242"')]);
    for (const { what } of heard)
      for (const digits of cardDigits) expect(what).not.toContain(digits);

    // Nothing of the card is in the page's document, nor any field of it.
    expect(document.body.innerHTML).not.toContain(number);
    expect(document.querySelector('[data-card-frame] input')).toBeNull();

    // Every call of the Wayfare client is free of the card, the verification carries the token.
    const apiCalls = sent.filter(({ url }) => url.pathname.startsWith('/api/'));
    expect(apiCalls.map(({ url }) => url.pathname)).toContain('/api/v0/payments/verify');
    for (const { body } of apiCalls)
      for (const digits of cardDigits) expect(body).not.toContain(digits);

    // The one request with the card is the frame's own, to the vault, without Wayfare credentials.
    const withCard = sent.filter(({ body }) => body.includes(number));
    expect(withCard.map(({ url }) => url.href)).toEqual([
      'https://vault.wayfare.test/vault/v1/payment_methods',
    ]);
    expect(frame.requests.map(({ url }) => url)).toEqual([
      'https://vault.wayfare.test/vault/v1/payment_methods',
    ]);
    const [vaultCall] = withCard;
    expect(vaultCall?.headers.has('authorization')).toBe(false);
    expect(vaultCall?.headers.has('h-csrf-token')).toBe(false);
  });
});
