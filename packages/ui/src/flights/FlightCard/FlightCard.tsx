import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  farePrice,
  flightAirlineCodes,
  flightDurationMinutes,
  flightFareTags,
  flightStops,
  lowestFare,
  type FlightOption,
} from '@wayfare/domain';
import { memo, useId, type ReactNode } from 'react';
import { formatLocalClockTime } from '../../trips/formatTripDates';
import { airlineName, type FlightNames } from '../../trips/itinerary/flightNames';
import { durationText, itineraryTexts } from '../../trips/itinerary/itineraryTexts';
import { flightCardTexts } from '../flightShopTexts';

export interface FlightCardProps {
  /** The flight: its segments, how it is ticketed and its fares. */
  readonly option: FlightOption;
  /** Names of the airlines and airports of its codes; codes alone without them. */
  readonly flightNames?: FlightNames;
  /** The locale times and prices are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The fares are shown under the card. */
  readonly expanded: boolean;
  /** "Choose a fare" or "Hide fares" was pressed. */
  readonly onToggleFares: (option: FlightOption) => void;
  /** "Flight details" was pressed: the page opens the itinerary modal. */
  readonly onShowDetails: (option: FlightOption) => void;
  /** The fare picker, shown while expanded. */
  readonly children?: ReactNode;
}

const clock = (value: string | undefined, locale: string) =>
  value === undefined ? '' : formatLocalClockTime(value, locale);

/**
 * One flight of the flight list (products §2 "flight list"): its times in each airport's clock
 * (and "+1 day" when it lands a day later), airports, duration, stops and airlines, the tags of
 * its fares (products §3 Best Price, Fastest, Best Overall, Best Quality, price freeze), how it is
 * ticketed when not on one ticket, and its lowest price. Its fares open under it. Memoized: a
 * list that sorts or filters draws again only the cards that changed.
 */
export const FlightCard = memo(function FlightCard({
  option,
  flightNames,
  locale = defaultLocale,
  expanded,
  onToggleFares,
  onShowDetails,
  children,
}: FlightCardProps) {
  const headingId = useId();
  const faresId = useId();
  const first = option.segments[0];
  const last = option.segments.at(-1);
  const stops = flightStops(option);
  const layovers = option.segments.slice(0, -1).map((segment) => segment.destination.locationCode);
  const plusDays = option.segments.reduce((days, segment) => days + (segment.plusDays ?? 0), 0);
  const fare = lowestFare(option);
  const airlines = flightAirlineCodes(option)
    .map((code) => airlineName(code, flightNames))
    .join(', ');
  const ticketing = flightCardTexts.multiTicket[option.multiTicketType];
  const tags = [
    ...flightFareTags(option),
    ...(option.fares.some((each) => each.canFreezePrice) ? [flightCardTexts.priceFreeze] : []),
    ...(ticketing ? [ticketing] : []),
  ];
  const times = flightCardTexts.times(
    clock(first?.scheduledDeparture, locale),
    clock(last?.scheduledArrival, locale),
  );
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-flight-id={option.flightId}
      sx={{ p: { xs: 2, md: 2.5 }, borderColor: expanded ? 'primary.main' : undefined }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto auto' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {times}
            {plusDays > 0 && (
              <Typography component="span" variant="body2" sx={{ ml: 1, fontWeight: 600 }}>
                {itineraryTexts.plusDays(plusDays)}
              </Typography>
            )}
          </Typography>
          <Typography color="text.secondary">
            {flightCardTexts.route(
              first?.origin.locationCode ?? '',
              last?.destination.locationCode ?? '',
            )}
            {' · '}
            {durationText(flightDurationMinutes(option))}
            {' · '}
            {stops === 0 ? flightCardTexts.nonStop : flightCardTexts.stops(stops, layovers)}
          </Typography>
          <Typography variant="body2">{airlines}</Typography>
        </Box>
        <Box sx={{ textAlign: 'right', gridRow: { md: '1' }, gridColumn: { md: '3' } }}>
          <Typography variant="body2" color="text.secondary">
            {flightCardTexts.from}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.375rem', lineHeight: 1.2 }}>
            {farePrice(fare.amount, locale)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {flightCardTexts.perAdult}
          </Typography>
        </Box>
        {tags.length > 0 && (
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 0.75, gridColumn: { xs: '1 / -1', md: '2' } }}
          >
            {tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" color="primary" />
            ))}
          </Stack>
        )}
      </Box>
      {flightCardTexts.multiTicketNote[option.multiTicketType] && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {flightCardTexts.multiTicketNote[option.multiTicketType]}
        </Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant={expanded ? 'outlined' : 'contained'}
          aria-expanded={expanded}
          aria-controls={expanded ? faresId : undefined}
          onClick={() => onToggleFares(option)}
        >
          {expanded ? flightCardTexts.hideFares : flightCardTexts.chooseFare}
        </Button>
        <Button onClick={() => onShowDetails(option)}>{flightCardTexts.details}</Button>
      </Stack>
      {expanded && (
        <Box id={faresId} sx={{ mt: 2 }}>
          {children}
        </Box>
      )}
    </Card>
  );
});
