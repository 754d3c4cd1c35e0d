import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tripListTabs, type TripListTabId } from '@wayfare/domain';
import { tripsHubTexts } from '../tripsHubTexts';
import { tripListPanelId, tripListTabElementId } from './tripListPanelId';

export interface TripListTabsBarProps {
  /** The tab shown (controlled). */
  readonly value: TripListTabId;
  /** The traveller chose a tab: by a click, or by moving to it with the arrow keys. */
  readonly onChange: (tab: TripListTabId) => void;
  /** A class for the root element, to place the bar in its page. */
  readonly className?: string;
}

/**
 * The trips hub's six tabs, in the spec's order and words (products §2 "Trip-list tabs"). The arrow
 * keys, Home and End move between them and choose the one they reach: each tab's trips are already
 * loaded, so its panel shows at once (WAI-ARIA tabs, automatic activation). On a phone the tabs
 * scroll sideways.
 *
 * Only the chosen tab names its panel in `aria-controls`: the list renders that panel alone, and
 * a reference to an element not in the page is an error to assistive technology (and to axe).
 */
export function TripListTabsBar({ value, onChange, className }: TripListTabsBarProps) {
  return (
    <Tabs
      value={value}
      onChange={(_, tab: TripListTabId) => onChange(tab)}
      aria-label={tripsHubTexts.tabsLabel}
      variant="scrollable"
      // Always there (disabled at either end): buttons that appeared once the tabs were measured
      // would narrow the strip after MUI scrolled the chosen tab into it, leaving it half hidden.
      scrollButtons
      allowScrollButtonsMobile
      selectionFollowsFocus
      className={className}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tripListTabs.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.id}
          label={tab.label}
          id={tripListTabElementId(tab.id)}
          aria-controls={tab.id === value ? tripListPanelId(tab.id) : undefined}
          data-tab={tab.id}
        />
      ))}
    </Tabs>
  );
}
