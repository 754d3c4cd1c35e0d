import type { CreateHostedCardFieldsFrame } from '@wayfare/api';

/** The constructor of the JSDOM that Vitest's jsdom environment runs the test in. */
type JsdomConstructor = new (
  html: string,
  options: {
    url: string;
    runScripts: 'dangerously';
    pretendToBeVisual: boolean;
    beforeParse: (window: Window) => void;
  },
) => { window: Window & typeof globalThis };

/** A frame of the card vault, run in a window (and realm) of its own: what a test types in. */
export interface JsdomCardFrame {
  /** The frame's own document: its card number, expiry and CVV fields. */
  readonly document: Document;
  readonly window: Window & typeof globalThis;
  /** Every request the frame's own script made (the vault's tokenisation). */
  readonly requests: readonly { readonly url: string; readonly init: RequestInit | undefined }[];
}

let current: { element: HTMLElement; loaded: Promise<JsdomCardFrame> } | undefined;

function jsdomConstructor(): JsdomConstructor {
  const running = (globalThis as { jsdom?: { constructor: JsdomConstructor } }).jsdom;
  if (!running) throw new Error('The jsdom card frame runs in Vitest’s jsdom environment only.');
  return running.constructor;
}

/**
 * The vault's frame where jsdom runs the page (jsdom loads no frame of another origin): the
 * stand-in frame page of the fake backend (fetched from it, as a browser would load it) runs in a
 * JSDOM window of its own, at the vault's address. Messages cross between the two windows as
 * `postMessage` carries them in a browser: structured clones, with the sender's origin and
 * window, each delivered only to the origin the sender named. The page's element is an empty
 * placeholder: nothing of the frame's document is in the page's.
 */
export const jsdomCardFrame: CreateHostedCardFieldsFrame = (src) => {
  const hostWindow = window;
  const element = hostWindow.document.createElement('div');
  element.dataset.cardFrame = src.origin;
  let frameWindow: (Window & typeof globalThis) | undefined;
  // What each window sees as the other: a window it can post to, and nothing more.
  const frameAsSeenByHost = {};
  const hostAsSeenByFrame = {
    postMessage(message: unknown, targetOrigin: string) {
      if (targetOrigin !== '*' && targetOrigin !== hostWindow.location.origin) return;
      const data = structuredClone(message);
      setTimeout(() =>
        hostWindow.dispatchEvent(
          new hostWindow.MessageEvent('message', {
            data,
            origin: src.origin,
            source: frameAsSeenByHost as MessageEventSource,
          }),
        ),
      );
    },
  };
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const JSDOM = jsdomConstructor();
  const frameLoaded = globalThis
    .fetch(src)
    .then((response) => response.text())
    .then((page) => {
      const dom = new JSDOM(page, {
        url: src.href,
        runScripts: 'dangerously',
        pretendToBeVisual: true,
        beforeParse(window) {
          // The frame's requests go to the test's fake backend, as the page's do.
          window.fetch = (input, init) => {
            const url =
              input instanceof Request ? input.url : input instanceof URL ? input.href : input;
            requests.push({ url, init });
            return globalThis.fetch(input, init);
          };
        },
      });
      frameWindow = dom.window;
      return { document: dom.window.document, window: dom.window, requests };
    });
  current = { element, loaded: frameLoaded };
  return {
    element,
    loaded: frameLoaded.then(() => undefined),
    post(message, targetOrigin) {
      const target = frameWindow;
      if (!target || (targetOrigin !== '*' && targetOrigin !== src.origin)) return;
      const data = structuredClone(message);
      setTimeout(() =>
        target.dispatchEvent(
          new target.MessageEvent('message', {
            data,
            origin: hostWindow.location.origin,
            source: hostAsSeenByFrame as unknown as MessageEventSource,
          }),
        ),
      );
    },
    isSource: (source) => source === frameAsSeenByHost,
    // The frame's window goes with it, as a removed iframe's does.
    destroy: () =>
      void frameLoaded.then(
        ({ window }) => window.close(),
        () => undefined,
      ),
  };
};

/** The card frame in the page, once it is mounted (the vault's credentials come first) and loaded. */
export async function cardFrame(timeoutMs = 10_000): Promise<JsdomCardFrame> {
  const until = Date.now() + timeoutMs;
  while (!current?.element.isConnected) {
    if (Date.now() > until) throw new Error('No card frame is mounted.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return current.loaded;
}

/** Types a card into the mounted card frame, one change per field (as a paste). */
export async function fillCardFrame(card: {
  readonly number: string;
  readonly expiry: string;
  readonly cvv: string;
}): Promise<void> {
  const { document, window } = await cardFrame();
  for (const [id, value] of [
    ['number', card.number],
    ['expiry', card.expiry],
    ['cvv', card.cvv],
  ] as const) {
    const input = document.getElementById(id);
    if (!(input instanceof window.HTMLInputElement)) throw new Error(`No ${id} field in the frame`);
    input.value = value;
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
    input.dispatchEvent(new window.FocusEvent('blur'));
  }
}
