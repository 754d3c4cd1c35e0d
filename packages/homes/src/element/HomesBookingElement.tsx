import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { robotoFallbackFontFaces } from '@wayfare/ui';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { widgetRootClass } from '../widget/WidgetBaseline';
import { ElementWidget } from './ElementWidget';
import {
  homesBookingElementAttributes,
  homesBookingWidgetPropsOf,
  type HomesBookingElementOptions,
} from './homesBookingElementOptions';

/** The events the element sends; they bubble out of the shadow root. */
export const homesBookingElementEvents = {
  booked: 'wayfare-booked',
  error: 'wayfare-error',
} as const;

// Inherited properties (font, colour, alignment, line height) cross a shadow root: the host
// starts from none of the page's.
const hostStyles = ':host { all: initial; display: block; }';

const fontFacesId = 'wayfare-font-faces';

/** Font faces inside a shadow root are ignored: the stand-in's faces go in the page, once. */
function addFontFaces(document: Document) {
  if (document.getElementById(fontFacesId)) return;
  const style = document.createElement('style');
  style.id = fontFacesId;
  style.textContent = robotoFallbackFontFaces;
  document.head.append(style);
}

/** What the widget renders into: all of it inside the element's shadow root. */
interface ShadowParts {
  readonly mount: HTMLElement;
  /** Dialogs, menus and popovers: beside the widget, under the same style sheet. */
  readonly portals: HTMLElement;
  /** The widget's style sheet, written into the shadow root, never the page's head. */
  readonly cache: EmotionCache;
  readonly root: Root;
}

function shadowParts(host: HTMLElement): ShadowParts {
  const document = host.ownerDocument;
  const shadow = host.attachShadow({ mode: 'open' });
  const styles = document.createElement('style');
  styles.textContent = hostStyles;
  const mount = document.createElement('div');
  const portals = document.createElement('div');
  portals.className = widgetRootClass;
  shadow.append(styles, mount, portals);
  return {
    mount,
    portals,
    cache: createCache({ key: 'wayfare', container: shadow, prepend: true }),
    root: createRoot(mount),
  };
}

/**
 * `<wayfare-homes-booking>`: the vacation-rental booking for any page, React or not. The widget
 * renders in the element's shadow root with its own style sheet and dialogs mounted there, so the
 * page's styles and the widget's never meet. Attributes give the common options, the `options`
 * property the rest; bookings and errors come out as `wayfare-booked` and `wayfare-error`.
 */
export class HomesBookingElement extends HTMLElement {
  static readonly observedAttributes = homesBookingElementAttributes;

  #shadow: ShadowParts | undefined;
  #options: HomesBookingElementOptions = {};
  /** Each change of attributes or options opens a fresh widget: its start and API are set once. */
  #generation = 0;

  /** The session, links and CSRF token: what attributes cannot carry. */
  get options(): HomesBookingElementOptions {
    return this.#options;
  }

  set options(options: HomesBookingElementOptions) {
    this.#options = options;
    this.#render();
  }

  connectedCallback() {
    this.#upgradeOptions();
    addFontFaces(this.ownerDocument);
    this.#shadow ??= shadowParts(this);
    this.#render();
  }

  disconnectedCallback() {
    this.#shadow?.root.unmount();
    // A root once unmounted cannot render again: a re-attached element makes a new one.
    if (this.#shadow) this.#shadow = { ...this.#shadow, root: createRoot(this.#shadow.mount) };
  }

  attributeChangedCallback() {
    this.#render();
  }

  /**
   * Options a page set before the element was defined are the element's own property, which hides
   * the class's setter: taken back through the setter (the custom elements' upgrade pattern).
   */
  #upgradeOptions() {
    if (!Object.hasOwn(this, 'options')) return;
    const own = this as { options?: HomesBookingElementOptions };
    const options = own.options ?? {};
    delete own.options;
    this.#options = options;
  }

  #send(type: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #render() {
    if (this.#shadow === undefined || !this.isConnected) return;
    const { root, cache, portals } = this.#shadow;
    this.#generation += 1;
    root.render(
      <StrictMode>
        <CacheProvider value={cache}>
          <ElementWidget
            key={this.#generation}
            {...homesBookingWidgetPropsOf(this, this.ownerDocument.location.origin)}
            {...this.#options}
            portalContainer={portals}
            onBooked={(reservation) =>
              this.#send(homesBookingElementEvents.booked, { reservation })
            }
            onError={(error) => this.#send(homesBookingElementEvents.error, { error })}
          />
        </CacheProvider>
      </StrictMode>,
    );
  }
}

const defaultTagName = 'wayfare-homes-booking';

/** Defines `<wayfare-homes-booking>`, or the element under another tag name, once. */
export function defineHomesBookingElement(tagName = defaultTagName) {
  if (customElements.get(tagName)) return;
  // A class is registered under one name only: another name gets a class of its own.
  customElements.define(
    tagName,
    tagName === defaultTagName ? HomesBookingElement : class extends HomesBookingElement {},
  );
}
