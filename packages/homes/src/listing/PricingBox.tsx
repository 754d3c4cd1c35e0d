import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatFiat,
  maxGuests,
  nightsBetween,
  priceLines,
  taxesAndFeesNote,
  unavailabilityMessage,
  type CalendarDay,
  type Guests,
  type IsoDate,
  type ListingQuery,
  type VacationRentalListing,
} from '@wayfare/domain';
import { GuestPicker, StayDatesPicker } from '@wayfare/ui';
import { useRef, useState } from 'react';
import { guestsOf, withGuests } from './listingPageState';

export interface PricingBoxProps {
  readonly listing: VacationRentalListing;
  readonly query: ListingQuery;
  /** A change to the stay or the guests, made to the query as last asked for. */
  readonly onQueryChange: (change: (query: ListingQuery) => ListingQuery) => void;
  /** Why the stay cannot be booked (an unavailability reason), if it cannot. */
  readonly unavailableReason: string | undefined;
  readonly today: IsoDate;
  readonly calendar: readonly CalendarDay[] | undefined;
  readonly calendarLoading: boolean;
  readonly onContinue: () => void;
}

/**
 * The booking panel (spec: platform §2 "pricing box; date picker; guest picker"): the nightly
 * price, the stay's dates and guests, the price lines and total, why the stay cannot be booked with
 * the action that fixes it, and Continue.
 */
export function PricingBox({
  listing,
  query,
  onQueryChange,
  unavailableReason,
  today,
  calendar,
  calendarLoading,
  onContinue,
}: PricingBoxProps) {
  const [draft, setDraft] = useState<{ from?: IsoDate; until?: IsoDate }>({
    from: query.fromDate,
    until: query.untilDate,
  });
  // Each step of a count is drawn at once, and each is written to the address from the last:
  // the address draws later (a transition), and two quick taps on "+" must count two.
  const [guests, setGuests] = useState(() => guestsOf(query));
  const changeGuests = (next: Guests) => {
    setGuests(next);
    onQueryChange((before) => withGuests(before, next));
  };
  const datesField = useRef<HTMLDivElement>(null);
  const guestsField = useRef<HTMLDivElement>(null);
  const rate =
    listing.availability.AvailabilityResult === 'Available' ? listing.availability.rate : undefined;
  const nights = nightsBetween(query.fromDate, query.untilDate);
  const message =
    unavailableReason === undefined ? undefined : unavailabilityMessage(unavailableReason);
  // The action opens the picker that fixes the stay.
  const openPicker = (field: HTMLDivElement | null) => field?.querySelector('button')?.click();

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="aside" aria-label="Book this stay">
      <Stack spacing={2}>
        {rate && (
          <Typography variant="h3" component="p">
            {formatFiat(rate.price.nightly.fiat)}{' '}
            <Typography component="span" color="text.secondary">
              / night
            </Typography>
          </Typography>
        )}
        <Box ref={datesField}>
          <StayDatesPicker
            value={draft}
            onChange={setDraft}
            onDone={(stay) =>
              onQueryChange((before) => ({ ...before, fromDate: stay.from, untilDate: stay.until }))
            }
            today={today}
            calendar={calendar}
            loading={calendarLoading}
          />
        </Box>
        <Box ref={guestsField}>
          <GuestPicker
            value={guests}
            onChange={changeGuests}
            maxOccupancy={maxGuests(listing.terms.maxOccupancy)}
          />
        </Box>
        {message && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                onClick={() =>
                  openPicker(
                    message.action === 'change-dates' ? datesField.current : guestsField.current,
                  )
                }
              >
                {message.actionLabel}
              </Button>
            }
          >
            <AlertTitle>{message.title}</AlertTitle>
            {message.subtitle}
          </Alert>
        )}
        {rate && !message && (
          <>
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              {priceLines(rate.price, nights).map((line) => (
                <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography component="dt">{line.label}</Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0 }}
                    color={line.kind === 'discount' ? 'success.main' : undefined}
                  >
                    {formatFiat(line.amount)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            <Divider />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>Total</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatFiat(rate.price.total.fiat)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {taxesAndFeesNote(rate.price)} {rate.cancellationPolicy.primaryText}
            </Typography>
          </>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={!rate || message !== undefined}
          onClick={onContinue}
        >
          Continue
        </Button>
      </Stack>
    </Paper>
  );
}
