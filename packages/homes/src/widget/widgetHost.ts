import type { StringStorage } from '@wayfare/booking';
import { createContext, useContext } from 'react';

/** What the pages must know of the widget they are in, if any. */
export interface WidgetHost {
  /** Inside a partner's page: the pages' own bars stay inside the widget, not the window. */
  readonly isEmbedded: boolean;
  /**
   * Where a checkout keeps its choices and its booking; undefined for the tab's session storage
   * (a reload restores the checkout). A widget whose pages live in memory keeps its own, so that
   * two widgets on a page never restore each other's checkout of the same stay.
   */
  readonly checkoutStorage?: StringStorage;
}

const WidgetHostContext = createContext<WidgetHost>({ isEmbedded: false });

export const WidgetHostProvider = WidgetHostContext.Provider;

/** The widget the pages are in; in the portal, none. */
export const useWidgetHost = (): WidgetHost => useContext(WidgetHostContext);

/**
 * Where a page's bottom bar (the listing's Continue, the checkout's Confirm and Book on a phone)
 * sits: fixed to the window in the portal; in a widget, stuck to the bottom of the widget while
 * it is on screen, so that two widgets' bars never cover each other or the partner's page.
 */
export function useBottomBarPosition() {
  const { isEmbedded } = useWidgetHost();
  return isEmbedded
    ? ({ position: 'sticky', bottom: 0, zIndex: 3 } as const)
    : ({ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 3 } as const);
}
