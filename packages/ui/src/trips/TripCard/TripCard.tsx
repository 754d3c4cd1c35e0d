import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  defaultTimeZone,
  tripTimeState,
  type Trip,
  type WatchState,
} from '@wayfare/domain';
import { useId, type ElementType } from 'react';
import { tripDatesText } from '../formatTripDates';
import { TripFacts } from '../TripFacts';
import { tripKindIcons } from '../tripKindIcons';
import { tripKindLabels, tripTimeStateLabels } from '../tripLabels';
import { tripsHubTexts } from '../tripsHubTexts';
import { tripTimeStateTones } from '../tripTones';
import { tripTitle } from '../tripTitle';
import { tripCardFacts } from './tripCardFacts';
import { TripNotices } from '../TripNotices';
import { TripFlightNotes } from './TripFlightNotes';

export interface TripCardProps {
  /** The trip, of any kind (spec: products §3 "Trip kinds"), with the parts its kind holds. */
  readonly trip: Trip;
  /** The instant the hub is seen at: the trip's time state is reckoned from it (products §4). */
  readonly now: Date;
  /** The locale amounts and dates are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The traveller's time zone, for "today" and a freeze's expiry (America/Toronto by default). */
  readonly timeZone?: string;
  /**
   * Where the card leads: the trip's itinerary details. Without it the title is plain text; a
   * watch is no booking and has no details, so it never links.
   */
  readonly href?: string;
  /**
   * The component that renders the link, given `href` (default `'a'`). A router passes its own
   * link adapter, the MUI "LinkBehavior" pattern.
   */
  readonly LinkComponent?: ElementType;
  /** The title's heading level in the page outline (3 under a tab's heading, by default). */
  readonly headingLevel?: 2 | 3 | 4;
  /**
   * The traveller asks to stop watching a price (products §2 "stop watching" modal follows).
   * Without it a watch shows no button.
   */
  readonly onStopWatching?: (trip: Trip) => void;
  /**
   * The traveller asks to review an airline's schedule change (products §2 "schedule change" modal
   * follows). Without it the notice shows no button.
   */
  readonly onReviewScheduleChange?: (trip: Trip) => void;
  /** A class for the root element, to place the card in its page. */
  readonly className?: string;
}

/** Watches that can be stopped: one being updated waits for the update, one not watched is off. */
const stoppableWatchStates: readonly WatchState[] = ['Watching', 'JustWatched'];

/**
 * One trip of the trips hub (spec: products §2 "Trip-list tabs", §3, §4): its kind, title, dates
 * and time state, its booking facts, its flight's tags, void window and travel credit, its watch,
 * frozen price and offer, and notices of a cancellation event or a schedule change. The title is
 * the one link, to the itinerary details, and covers the card (a stretched link); the card's
 * buttons sit above it. Its states are `data-*` attributes, for styles and tests.
 */
export function TripCard({
  trip,
  now,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  href,
  LinkComponent = 'a',
  headingLevel = 3,
  onStopWatching,
  onReviewScheduleChange,
  className,
}: TripCardProps) {
  const titleId = useId();
  const timeState = tripTimeState(trip, now, timeZone);
  const KindIcon = tripKindIcons[trip.kind];
  const title = tripTitle(trip);
  const link = trip.kind === 'Watch' ? undefined : href;
  const canStopWatching =
    onStopWatching !== undefined &&
    trip.watch !== undefined &&
    stoppableWatchStates.includes(trip.watch.state);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-trip-id={trip.id}
      data-kind={trip.kind}
      data-time-state={timeState}
      data-status={trip.status}
      data-watch-state={trip.watch?.state}
      className={className}
      sx={{
        position: 'relative',
        height: '100%',
        '&:has(a:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
        ...(link && { '&:hover': { borderColor: 'primary.main' } }),
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
          >
            <KindIcon fontSize="small" aria-hidden />
            {tripKindLabels[trip.kind]}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            data-part="time-state"
            color={tripTimeStateTones[timeState]}
            label={tripTimeStateLabels[timeState]}
          />
        </Box>
        <Box>
          <Typography
            id={titleId}
            component={`h${headingLevel}`}
            variant="h3"
            sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
          >
            {link ? (
              <Box
                component={LinkComponent}
                href={link}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  outline: 'none',
                  '&:hover': { textDecoration: 'underline' },
                  // The link's area is the whole card: a click anywhere on it opens the trip.
                  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
                }}
              >
                {title}
              </Box>
            ) : (
              title
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {tripDatesText(trip.dates, locale) ?? tripsHubTexts.datesToBeConfirmed}
          </Typography>
        </Box>
        <TripFacts facts={tripCardFacts(trip, { locale, timeZone })} />
        {trip.flight && <TripFlightNotes flight={trip.flight} />}
        <TripNotices
          trip={trip}
          titleId={titleId}
          onReviewScheduleChange={onReviewScheduleChange}
        />
        {canStopWatching && (
          <Box sx={{ position: 'relative', zIndex: 2 }}>
            <Button
              variant="outlined"
              size="small"
              aria-describedby={titleId}
              onClick={() => onStopWatching(trip)}
            >
              {tripsHubTexts.stopWatching}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
