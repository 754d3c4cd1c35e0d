/** The message protocol's side the fetched frame needs (`HostedCardFieldsFrame` of @wayfare/api). */
export interface FetchedHostedCardFieldsFrame {
  readonly element: HTMLIFrameElement;
  readonly loaded: Promise<void>;
  post(message: unknown, targetOrigin: string): void;
  isSource(source: unknown): boolean;
}

/**
 * The vault's frame where the fake backend runs in the page (Storybook, the static demo build):
 * MSW's worker answers no navigation, so the stand-in frame page is fetched, which the worker
 * answers, and shown as the frame's `srcdoc`. Such a frame has the page's origin: it stands in for
 * the vault's frame and speaks its protocol, but only the real vault's own origin keeps the card
 * from the page's scripts (the Node fake backend serves the page at its address, as the vault does).
 */
export function fetchedHostedCardFieldsFrame(src: URL): FetchedHostedCardFieldsFrame {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'display:block;width:100%;height:216px;border:0;';
  const loaded = fetch(src)
    .then((response) => response.text())
    .then(
      (page) =>
        new Promise<void>((resolve) => {
          const onLoad = () => {
            // The first load may be the empty document the frame had before its page.
            if (iframe.contentDocument?.getElementById('config') === null) return;
            iframe.removeEventListener('load', onLoad);
            resolve();
          };
          iframe.addEventListener('load', onLoad);
          iframe.srcdoc = page;
        }),
    );
  return {
    element: iframe,
    loaded,
    post: (message, targetOrigin) => iframe.contentWindow?.postMessage(message, targetOrigin),
    isSource: (source) => source !== null && source === iframe.contentWindow,
  };
}
