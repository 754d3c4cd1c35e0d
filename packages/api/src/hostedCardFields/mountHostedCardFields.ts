import {
  frameToHostMessageSchema,
  hostedCardFieldsMessages,
  hostedCardFieldsPath,
  type CardBilling,
  type FrameToHostMessage,
  type HostToFrameMessage,
  type HostedCardToken,
} from './hostedCardFieldsProtocol';

/** Colours and type the frame's fields take, so they look like the page's own fields. */
export interface HostedCardFieldsTheme {
  readonly fontFamily?: string;
  readonly textColor?: string;
  readonly primaryColor?: string;
  readonly errorColor?: string;
  readonly borderRadius?: number;
}

/**
 * The theme a container's `data-font-family`, `data-text-color`, `data-primary-color`,
 * `data-error-color` and `data-border-radius` give (the add-card form of @wayfare/ui sets them).
 */
export function hostedCardFieldsThemeOf(container: HTMLElement): HostedCardFieldsTheme {
  const { fontFamily, textColor, primaryColor, errorColor, borderRadius } = container.dataset;
  const radius = borderRadius === undefined ? Number.NaN : Number(borderRadius);
  return {
    ...(fontFamily ? { fontFamily } : {}),
    ...(textColor ? { textColor } : {}),
    ...(primaryColor ? { primaryColor } : {}),
    ...(errorColor ? { errorColor } : {}),
    ...(Number.isFinite(radius) ? { borderRadius: radius } : {}),
  };
}

/**
 * The frame the fields live in, as the client needs it: the browser's iframe by default; a test
 * gives its own (jsdom loads no cross-origin frame).
 */
export interface HostedCardFieldsFrame {
  /** What goes into the container. */
  readonly element: HTMLElement;
  /** Settles once the frame's page listens for messages. */
  readonly loaded: Promise<void>;
  /** Posts to the frame's window, to be delivered only if the frame is of `targetOrigin`. */
  post(message: HostToFrameMessage, targetOrigin: string): void;
  /** Whether a `message` event's source is the frame's window. */
  isSource(source: unknown): boolean;
  /** Releases what the frame holds beyond its element (a test's window). */
  destroy?(): void;
}

export type CreateHostedCardFieldsFrame = (src: URL) => HostedCardFieldsFrame;

export interface HostedCardFieldsOptions {
  /** The element the frame is put in. */
  readonly container: HTMLElement;
  /** Where the vault is (its frame page and its tokenisation). */
  readonly vaultUrl: string;
  /** From `payments/spreedlyCredentials`. */
  readonly environmentKey: string;
  /** The fields' look (default: the container's `data-*` theme, `hostedCardFieldsThemeOf`). */
  readonly theme?: HostedCardFieldsTheme;
  /** The frame's accessible name. */
  readonly title?: string;
  /** How long a tokenisation may take before it fails (default 30 s). */
  readonly timeoutMs?: number;
  /** Builds the frame (default: an iframe of the vault's page). */
  readonly createFrame?: CreateHostedCardFieldsFrame;
}

/** The fields, mounted: the page asks for a token and never sees the card. */
export interface HostedCardFields {
  /**
   * Asks the frame to check its fields and tokenise the card with the billing details. Rejects
   * with a `HostedCardFieldsError`: `invalid` when a field is wrong (the frame says which), else
   * `failed`.
   */
  tokenize(billing: CardBilling): Promise<HostedCardToken>;
  /** While the card is verified the fields wait. */
  setDisabled(disabled: boolean): void;
  /** Removes the frame; a tokenisation under way fails. */
  destroy(): void;
}

export type HostedCardFieldsFailure = 'invalid' | 'failed' | 'timeout' | 'destroyed';

export class HostedCardFieldsError extends Error {
  readonly reason: HostedCardFieldsFailure;
  constructor(reason: HostedCardFieldsFailure, message: string) {
    super(message);
    this.name = 'HostedCardFieldsError';
    this.reason = reason;
  }
}

/** The address of the vault's frame page, with what it needs to know of the page. */
export function hostedCardFieldsUrl(
  options: Pick<HostedCardFieldsOptions, 'vaultUrl' | 'environmentKey' | 'theme'>,
  parentOrigin: string,
): URL {
  const url = new URL(hostedCardFieldsPath, options.vaultUrl);
  url.searchParams.set('environmentKey', options.environmentKey);
  // The vault answers only this origin's messages, and posts only to it.
  url.searchParams.set('parentOrigin', parentOrigin);
  for (const [name, value] of Object.entries(options.theme ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

/** The frame's height: its three fields with room for an error line under each row. */
const frameHeight = '216px';

/** The browser's frame: an iframe of the vault's page, which the page's scripts cannot read. */
export const createIframe: CreateHostedCardFieldsFrame = (src) => {
  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.style.cssText = `display:block;width:100%;height:${frameHeight};border:0;`;
  const loaded = new Promise<void>((resolve) =>
    iframe.addEventListener('load', () => resolve(), { once: true }),
  );
  return {
    element: iframe,
    loaded,
    post: (message, targetOrigin) => iframe.contentWindow?.postMessage(message, targetOrigin),
    isSource: (source) => source !== null && source === iframe.contentWindow,
  };
};

/**
 * Puts the vault's card fields (number, expiry, CVV) in `container` and talks to them by
 * `postMessage`, checking origins both ways: the page posts only to the vault's origin and reads
 * only the vault frame's messages, which carry the token, the last four, the card type and the
 * expiry. The vault's call is the frame's own: no Wayfare bearer token or CSRF header goes with it.
 * Framework-free, so a partner's page and a test use it as the React hooks do.
 */
export function mountHostedCardFields(options: HostedCardFieldsOptions): HostedCardFields {
  const { container } = options;
  const hostWindow = container.ownerDocument.defaultView;
  if (!hostWindow) throw new Error('The container is not in a window.');
  const vaultOrigin = new URL(options.vaultUrl).origin;
  const src = hostedCardFieldsUrl(
    { ...options, theme: options.theme ?? hostedCardFieldsThemeOf(container) },
    hostWindow.location.origin,
  );
  const frame = (options.createFrame ?? createIframe)(src);
  frame.element.title = options.title ?? 'Card details';
  container.append(frame.element);

  const pending = new Map<
    number,
    { resolve: (token: HostedCardToken) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let destroyed = false;

  let failedToLoad = false;
  const failAll = (error: HostedCardFieldsError) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const notLoaded = () => new HostedCardFieldsError('failed', 'The card vault frame did not load.');
  // A frame that cannot load answers nothing: what waits on it fails at once, not at the timeout.
  frame.loaded.catch(() => {
    failedToLoad = true;
    failAll(notLoaded());
  });

  const post = (message: HostToFrameMessage) =>
    void frame.loaded.then(
      () => {
        if (!destroyed) frame.post(message, vaultOrigin);
      },
      () => undefined,
    );

  const onMessage = (event: MessageEvent) => {
    // Only the vault's frame speaks the protocol: any other window or origin is ignored.
    if (event.origin !== vaultOrigin || !frame.isSource(event.source)) return;
    const parsed = frameToHostMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    settle(parsed.data);
  };

  function settle(message: FrameToHostMessage) {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    switch (message.type) {
      case hostedCardFieldsMessages.tokenized:
        waiting.resolve({
          token: message.token,
          last4: message.last4,
          cardType: message.cardType,
          month: message.month,
          year: message.year,
        });
        return;
      case hostedCardFieldsMessages.invalid:
        waiting.reject(new HostedCardFieldsError('invalid', 'A card field is not valid.'));
        return;
      case hostedCardFieldsMessages.failed:
        waiting.reject(new HostedCardFieldsError('failed', message.message));
        return;
    }
  }

  hostWindow.addEventListener('message', onMessage);

  return {
    tokenize(billing) {
      if (destroyed)
        return Promise.reject(new HostedCardFieldsError('destroyed', 'The card fields are gone.'));
      if (failedToLoad) return Promise.reject(notLoaded());
      const id = nextId++;
      return new Promise<HostedCardToken>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.delete(id)) return;
          reject(new HostedCardFieldsError('timeout', 'The card vault did not answer.'));
        }, options.timeoutMs ?? 30_000);
        pending.set(id, {
          resolve: (token) => {
            clearTimeout(timer);
            resolve(token);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        post({
          type: hostedCardFieldsMessages.tokenize,
          id,
          billing: { fullName: billing.fullName, postalCode: billing.postalCode },
        });
      });
    },
    setDisabled(disabled) {
      post({ type: hostedCardFieldsMessages.disable, disabled });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      hostWindow.removeEventListener('message', onMessage);
      frame.element.remove();
      frame.destroy?.();
      failAll(new HostedCardFieldsError('destroyed', 'The card fields are gone.'));
    },
  };
}
