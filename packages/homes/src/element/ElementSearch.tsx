import Typography from '@mui/material/Typography';
import {
  defaultTimeZone,
  todayIn,
  type Palette,
  type SearchResultsQuery,
  type Tenant,
} from '@wayfare/domain';
import { useState } from 'react';
import { HomesSearch } from '../search/HomesSearch';
import { WidgetTheme } from '../widget/WidgetTheme';
import { WidgetSearchLayout } from '../widget/WidgetSearchLayout';

export interface ElementSearchProps {
  readonly tenant: Tenant;
  readonly palette: Palette;
  readonly portalContainer?: HTMLElement;
  readonly onSearch: (query: SearchResultsQuery) => void;
  /** The cardholder reaches for the search (a pointer over it, a field focused). */
  readonly onIntent: () => void;
  /** The widget's pages did not arrive after a search: the search stays as it was typed. */
  readonly loadFailed: boolean;
}

// RouteErrorPage's wording for a page whose code did not arrive; here a search tries again.
const loadFailedText =
  "This page didn't load. Your connection may have dropped: search again to try once more.";

/**
 * The element's search page as the widget draws it, drawn before the widget's pages, router and
 * data layer have loaded: a partner's page shows it for the cost of React, the theme and the form.
 */
export function ElementSearch({
  tenant,
  palette,
  portalContainer,
  onSearch,
  onIntent,
  loadFailed,
}: ElementSearchProps) {
  // The widget's clock: the wall clock in the default time zone (BookingProvider's).
  const [today] = useState(() => todayIn(new Date(), defaultTimeZone));
  return (
    <WidgetTheme tenant={tenant} palette={palette} portalContainer={portalContainer}>
      <div onPointerOver={onIntent} onFocus={onIntent}>
        <WidgetSearchLayout>
          {loadFailed && (
            <Typography role="alert" color="error" sx={{ mb: 2 }}>
              {loadFailedText}
            </Typography>
          )}
          <HomesSearch today={today} tenant={tenant} onSearch={onSearch} />
        </WidgetSearchLayout>
      </div>
    </WidgetTheme>
  );
}
