import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tripListTabs, type TripListTabId } from '@wayfare/domain';
import { useId, type ReactNode } from 'react';
import { tripListPanelId } from '../TripListTabsBar/tripListPanelId';

export interface TripListPanelProps {
  /** The tab whose panel this is: its id is the one its tab controls, its heading the tab's label. */
  readonly tab: TripListTabId;
  /** The heading level of the tab's label in the page outline (2 under the page's "My Trips"). */
  readonly headingLevel: 2 | 3;
  /** What the panel holds: the trips, the empty state, or the loading skeleton. */
  readonly children: ReactNode;
  /** A class for the root element. */
  readonly className?: string;
}

/**
 * The panel of one tab, named by a heading with the tab's label. It is labelled by its own heading
 * rather than by its tab, which a page may show elsewhere or not at all; it takes focus (Tab from
 * the tab list lands in it) because an empty or loading panel has nothing else to focus.
 */
export function TripListPanel({ tab, headingLevel, children, className }: TripListPanelProps) {
  const headingId = useId();
  const label = tripListTabs.find((candidate) => candidate.id === tab)?.label;
  return (
    <Box
      role="tabpanel"
      id={tripListPanelId(tab)}
      aria-labelledby={headingId}
      tabIndex={0}
      data-tab={tab}
      className={className}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        py: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} variant="h2">
        {label}
      </Typography>
      {children}
    </Box>
  );
}
