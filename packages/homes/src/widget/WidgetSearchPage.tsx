import { HomesSearchPanel } from '../search/HomesSearchPanel';
import { WidgetSearchLayout } from './WidgetSearchLayout';

/** The widget's own start: the homes search, as the portal's home page offers it. */
export function WidgetSearchPage() {
  return (
    <WidgetSearchLayout>
      <HomesSearchPanel />
    </WidgetSearchLayout>
  );
}
