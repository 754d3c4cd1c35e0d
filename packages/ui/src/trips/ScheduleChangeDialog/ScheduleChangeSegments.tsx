import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ScheduleChangeSegment } from '@wayfare/domain';
import { formatLocalDateTime } from '../formatTripDates';
import { TripFacts } from '../TripFacts';
import { segmentStatusLabels } from '../tripLabels';
import { scheduleChangeTexts } from '../tripsHubTexts';
import { segmentStatusTones } from '../tripTones';

export interface ScheduleChangeSegmentsProps {
  /** The flights of the change, in order, each with its new times and status (products §4). */
  readonly segments: readonly ScheduleChangeSegment[];
  /** The id of the list's heading, which names the list. */
  readonly labelledBy: string;
  /** The locale the times are written in. */
  readonly locale: string;
}

/**
 * The flights of a schedule change: each one's flight and route, its new departure and arrival in
 * the airports' local times, and its status (spec: products §4 "Segment/schedule-change statuses").
 */
export function ScheduleChangeSegments({
  segments,
  labelledBy,
  locale,
}: ScheduleChangeSegmentsProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {segments.map((segment, index) => (
        // A flight can appear twice (its old and new status): its place in the change is its key.
        <Box
          component="li"
          key={`${segment.flight}-${index}`}
          data-status={segment.status}
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              mb: 1,
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {`${segment.flight} · ${scheduleChangeTexts.segmentRoute(segment.origin, segment.destination)}`}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={segmentStatusTones[segment.status]}
              label={segmentStatusLabels[segment.status]}
            />
          </Box>
          <TripFacts
            facts={[
              {
                term: scheduleChangeTexts.departs,
                value: formatLocalDateTime(segment.departure, locale),
              },
              {
                term: scheduleChangeTexts.arrives,
                value: formatLocalDateTime(segment.arrival, locale),
              },
            ]}
          />
        </Box>
      ))}
    </Box>
  );
}
