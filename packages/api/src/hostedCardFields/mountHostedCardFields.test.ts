import { describe, expect, it } from 'vitest';
import { hostedCardFieldsMessages, type HostToFrameMessage } from './hostedCardFieldsProtocol';
import {
  HostedCardFieldsError,
  mountHostedCardFields,
  type HostedCardFieldsFrame,
} from './mountHostedCardFields';

const pageOrigin = 'https://partner.example';
const vaultOrigin = 'https://vault.example';

/**
 * A page and a frame with no DOM: the page's window is an EventTarget, the frame records what the
 * page posts to it. The transport is the client's injectable one; the origin checks are the
 * client's own.
 */
function setUp() {
  const hostWindow = Object.assign(new EventTarget(), { location: { origin: pageOrigin } });
  const frameWindow = {};
  const posted: { message: HostToFrameMessage; targetOrigin: string }[] = [];
  const appended: unknown[] = [];
  let src: URL | undefined;
  const frameElement = { title: '', remove: () => appended.splice(0) };
  const container = {
    ownerDocument: { defaultView: hostWindow },
    dataset: { fontFamily: 'Roboto', primaryColor: '#123456', borderRadius: '8' },
    append: (element: unknown) => appended.push(element),
  } as unknown as HTMLElement;
  const fields = mountHostedCardFields({
    container,
    vaultUrl: `${vaultOrigin}/`,
    environmentKey: 'env-key',
    timeoutMs: 200,
    createFrame: (url): HostedCardFieldsFrame => {
      src = url;
      return {
        element: frameElement as unknown as HTMLElement,
        loaded: Promise.resolve(),
        post: (message, targetOrigin) => posted.push({ message, targetOrigin }),
        isSource: (source) => source === frameWindow,
      };
    },
  });
  /** A `message` event on the page's window, as `postMessage` delivers one. */
  const deliver = (data: unknown, origin = vaultOrigin, source: unknown = frameWindow) =>
    hostWindow.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  const settled = async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { fields, posted, appended, deliver, settled, src: () => src, frameElement };
}

const tokenized = (id: number) => ({
  type: hostedCardFieldsMessages.tokenized,
  id,
  token: 'tok-1',
  last4: '4242',
  cardType: 'Visa',
  month: 12,
  year: 2030,
});

const billing = { fullName: 'Ada Lovelace', postalCode: 'M5V 2T6' };

describe('mountHostedCardFields', () => {
  it("frames the vault's page with its key, the page's origin and the container's theme", () => {
    const { src, appended, frameElement } = setUp();
    const url = src();
    expect(url?.origin).toBe(vaultOrigin);
    expect(url?.pathname).toBe('/vault/v1/hosted-fields');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      environmentKey: 'env-key',
      parentOrigin: pageOrigin,
      fontFamily: 'Roboto',
      primaryColor: '#123456',
      borderRadius: '8',
    });
    expect(appended).toEqual([frameElement]);
    expect(frameElement.title).toBe('Card details');
  });

  it("posts the tokenize request to the vault's origin only, with the billing details alone", async () => {
    const { fields, posted, settled } = setUp();
    // Whatever else the caller's object holds, only the name and postal code are sent.
    fields
      .tokenize({ ...billing, number: '4242424242424242' } as typeof billing)
      .catch(() => undefined);
    await settled();
    expect(posted).toEqual([
      {
        message: { type: hostedCardFieldsMessages.tokenize, id: 1, billing },
        targetOrigin: vaultOrigin,
      },
    ]);
  });

  it("resolves with the frame's token, last four, card type and expiry", async () => {
    const { fields, deliver, settled } = setUp();
    const token = fields.tokenize(billing);
    await settled();
    deliver({ ...tokenized(1), number: '4242424242424242' });
    await expect(token).resolves.toEqual({
      token: 'tok-1',
      last4: '4242',
      cardType: 'Visa',
      month: 12,
      year: 2030,
    });
  });

  it.each([
    ['another origin', 'https://evil.example', 'frame'],
    ["the page's own origin", pageOrigin, 'frame'],
    ['another window of the vault origin', vaultOrigin, 'other'],
  ] as const)('ignores a message from %s', async (_, origin, from) => {
    const { fields, deliver, settled } = setUp();
    let outcome = 'pending';
    fields.tokenize(billing).then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    await settled();
    deliver(tokenized(1), origin, from === 'frame' ? undefined : {});
    await settled();
    expect(outcome).toBe('pending');
  });

  it('ignores messages that are not of the protocol or answer no request', async () => {
    const { fields, deliver, settled } = setUp();
    let outcome = 'pending';
    void fields.tokenize(billing).then(() => (outcome = 'resolved'));
    await settled();
    deliver('4242424242424242');
    deliver({ type: 'something-else', id: 1 });
    deliver({ ...tokenized(1), last4: '4242424242424242' });
    deliver(tokenized(7));
    await settled();
    expect(outcome).toBe('pending');
    deliver(tokenized(1));
    await settled();
    expect(outcome).toBe('resolved');
  });

  it.each([
    [{ type: hostedCardFieldsMessages.invalid, id: 1 }, 'invalid'],
    [{ type: hostedCardFieldsMessages.failed, id: 1, message: 'Number is invalid' }, 'failed'],
  ] as const)('rejects on %o with reason %s', async (answer, reason) => {
    const { fields, deliver, settled } = setUp();
    const token = fields.tokenize(billing);
    await settled();
    deliver(answer);
    await expect(token).rejects.toSatisfy(
      (error) => error instanceof HostedCardFieldsError && error.reason === reason,
    );
  });

  it('fails a tokenisation the vault does not answer in time', async () => {
    const { fields } = setUp();
    await expect(fields.tokenize(billing)).rejects.toSatisfy(
      (error) => error instanceof HostedCardFieldsError && error.reason === 'timeout',
    );
  });

  it('destroy removes the frame, fails what is under way, and stops listening', async () => {
    const { fields, appended, deliver, settled } = setUp();
    const token = fields.tokenize(billing);
    await settled();
    fields.destroy();
    expect(appended).toEqual([]);
    await expect(token).rejects.toSatisfy(
      (error) => error instanceof HostedCardFieldsError && error.reason === 'destroyed',
    );
    deliver(tokenized(1));
    await expect(fields.tokenize(billing)).rejects.toBeInstanceOf(HostedCardFieldsError);
  });

  it('fails at once when the frame cannot load', async () => {
    const hostWindow = Object.assign(new EventTarget(), { location: { origin: pageOrigin } });
    const fields = mountHostedCardFields({
      container: {
        ownerDocument: { defaultView: hostWindow },
        dataset: {},
        append: () => undefined,
      } as unknown as HTMLElement,
      vaultUrl: vaultOrigin,
      environmentKey: 'env-key',
      createFrame: () => ({
        element: { title: '', remove: () => undefined } as unknown as HTMLElement,
        loaded: Promise.reject(new Error('offline')),
        post: () => undefined,
        isSource: () => false,
      }),
    });
    await expect(fields.tokenize(billing)).rejects.toSatisfy(
      (error) => error instanceof HostedCardFieldsError && error.reason === 'failed',
    );
  });

  it('tells the frame to wait while the card is verified', async () => {
    const { fields, posted, settled } = setUp();
    fields.setDisabled(true);
    await settled();
    expect(posted).toEqual([
      {
        message: { type: hostedCardFieldsMessages.disable, disabled: true },
        targetOrigin: vaultOrigin,
      },
    ]);
  });
});
