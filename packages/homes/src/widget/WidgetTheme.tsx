import type { Palette, Tenant } from '@wayfare/domain';
import { WayfareThemeProvider } from '@wayfare/ui';
import type { ReactNode } from 'react';
import { WidgetBaseline } from './WidgetBaseline';

export interface WidgetThemeProps {
  readonly tenant: Tenant;
  readonly palette: Palette;
  /** Where dialogs and popovers mount (a shadow root's own node); the page's body by default. */
  readonly portalContainer?: HTMLElement;
  readonly children: ReactNode;
}

/** The tenant's theme for a widget on a partner's page, with its baseline scoped to the widget. */
export function WidgetTheme({ tenant, palette, portalContainer, children }: WidgetThemeProps) {
  return (
    <WayfareThemeProvider
      tenant={tenant}
      palette={palette}
      portalContainer={portalContainer}
      baseline={false}
    >
      <WidgetBaseline>{children}</WidgetBaseline>
    </WayfareThemeProvider>
  );
}
