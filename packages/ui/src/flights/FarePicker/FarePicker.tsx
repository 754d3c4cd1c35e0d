import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  farePrice,
  fareShelfOfRating,
  fareTagsFromScore,
  type FlightFare,
} from '@wayfare/domain';
import { useId } from 'react';
import { TripFacts } from '../../trips/TripFacts';
import { fareShelfLabels, fareTexts, flightCardTexts } from '../flightShopTexts';
import { bagChargeLines, fareFacts } from './fareFacts';

export interface FarePickerProps {
  /** The flight the fares are of, as its card names it ("8:00 AM – 10:30 AM"): the list's name. */
  readonly flightLabel: string;
  /** Its fares, by shelf, cheapest first. */
  readonly fares: readonly FlightFare[];
  /** Everyone who flies, lap infants included: the total's "for N passengers". */
  readonly passengerCount: number;
  /** The locale prices are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** A fare's "Select" was pressed. */
  readonly onSelect: (fare: FlightFare) => void;
}

/**
 * The fares of one flight, one card per shelf (products §3 "fare-class list": shelves basic to
 * luxury, cabin, refundability, baggage, change and cancel penalties with the fare labels of
 * products §9, restrictions, tags), each with the trip's price for an adult and for everyone.
 */
export function FarePicker({
  flightLabel,
  fares,
  passengerCount,
  locale = defaultLocale,
  onSelect,
}: FarePickerProps) {
  return (
    <Box
      component="ul"
      aria-label={fareTexts.listLabel(flightLabel)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(15rem, 1fr))' },
      }}
    >
      {fares.map((fare) => (
        <li key={fare.fareId}>
          <FareCard
            fare={fare}
            passengerCount={passengerCount}
            locale={locale}
            onSelect={onSelect}
          />
        </li>
      ))}
    </Box>
  );
}

interface FareCardProps {
  readonly fare: FlightFare;
  readonly passengerCount: number;
  readonly locale: string;
  readonly onSelect: (fare: FlightFare) => void;
}

function FareCard({ fare, passengerCount, locale, onSelect }: FareCardProps) {
  const headingId = useId();
  const shelf = fareShelfOfRating(fare.shelfRating);
  const price = farePrice(fare.amount, locale);
  const refundability = fareTexts.refundability[fare.refundability];
  const tags = [
    ...fareTagsFromScore(fare.score),
    ...(fare.canFreezePrice ? [flightCardTexts.priceFreeze] : []),
  ];
  const charges = bagChargeLines(fare, locale);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-fare-id={fare.fareId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box>
        <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {fare.shortBrandName}
        </Typography>
        {shelf && (
          <Typography variant="body2" color="text.secondary">
            {fareShelfLabels[shelf]}
          </Typography>
        )}
      </Box>
      {tags.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
      )}
      <TripFacts facts={fareFacts(fare, locale)} />
      {charges.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {refundability && <Typography variant="body2">{refundability}</Typography>}
      {fare.restrictions.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {fare.restrictions.map((restriction) => (
            <Typography component="li" variant="body2" key={restriction.title}>
              {`${restriction.title}: ${restriction.description}`}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{price}</Typography>
        <Typography variant="body2" color="text.secondary">
          {fareTexts.total(farePrice(fare.total, locale), passengerCount)}
        </Typography>
        {fare.rewardText && <Typography variant="body2">{fare.rewardText}</Typography>}
        <Button
          variant="contained"
          fullWidth
          sx={{ mt: 1 }}
          aria-label={fareTexts.selectLabel(fare.shortBrandName, price)}
          onClick={() => onSelect(fare)}
        >
          {fareTexts.select}
        </Button>
      </Box>
    </Card>
  );
}
