import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  defaultTimeZone,
  tripItineraryPath,
  type Trip,
  type TripListTabId,
} from '@wayfare/domain';
import type { ElementType } from 'react';
import { TripCard } from '../TripCard/TripCard';
import { tripListEmptyTexts } from '../tripsHubTexts';
import { TripListPanel } from './TripListPanel';

export interface TripListProps {
  /** The tab shown: its panel, with the trips listed under it. */
  readonly tab: TripListTabId;
  /**
   * The trips listed under `tab`, as the trips call answered them for it (which tab lists a trip is
   * the backend's to say; domain's tripListTabsOf is our fake backend's rule).
   */
  readonly trips: readonly Trip[];
  /** The instant the hub is seen at: each trip's time state follows from it. */
  readonly now: Date;
  /** The locale amounts and dates are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The traveller's time zone, for "today" (America/Toronto by default, platform §9). */
  readonly timeZone?: string;
  /** Where a trip's card leads; by default its itinerary details, /trips/itinerary/?tripId=. */
  readonly itineraryHref?: (trip: Trip) => string;
  /** The component that renders the cards' links, given `href` (default `'a'`). */
  readonly LinkComponent?: ElementType;
  /** The heading level of the tab's label (2 under the page's "My Trips"); cards take the next. */
  readonly headingLevel?: 2 | 3;
  /** The traveller asks to stop watching a price. */
  readonly onStopWatching?: (trip: Trip) => void;
  /** The traveller asks to review an airline's schedule change. */
  readonly onReviewScheduleChange?: (trip: Trip) => void;
  /** A class for the root element, to place the list in its page. */
  readonly className?: string;
}

/**
 * One tab of the trips hub (spec: products §2 "Trip-list tabs"): its heading, then its trips as a
 * list of cards, or a sentence saying it has none (ours, one per tab). The panel carries the id
 * its tab's `aria-controls` names.
 */
export function TripList({
  tab,
  trips,
  now,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  itineraryHref = (trip) => tripItineraryPath(trip.id),
  LinkComponent,
  headingLevel = 2,
  onStopWatching,
  onReviewScheduleChange,
  className,
}: TripListProps) {
  return (
    <TripListPanel tab={tab} headingLevel={headingLevel} className={className}>
      {trips.length === 0 ? (
        <Typography data-empty color="text.secondary" sx={{ py: 4 }}>
          {tripListEmptyTexts[tab]}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {trips.map((trip) => (
            <Box component="li" key={trip.id}>
              <TripCard
                trip={trip}
                now={now}
                locale={locale}
                timeZone={timeZone}
                href={itineraryHref(trip)}
                LinkComponent={LinkComponent}
                headingLevel={headingLevel === 2 ? 3 : 4}
                onStopWatching={onStopWatching}
                onReviewScheduleChange={onReviewScheduleChange}
              />
            </Box>
          ))}
        </Box>
      )}
    </TripListPanel>
  );
}
