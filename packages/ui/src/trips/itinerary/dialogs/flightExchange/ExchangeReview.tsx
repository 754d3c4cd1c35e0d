import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { effectiveSliceOf, type ExchangeDraft, type TripTraveler } from '@wayfare/domain';
import { TripFacts } from '../../../TripFacts';
import {
  exchangeChoiceTitle,
  exchangeDayText,
  exchangeLocalTimeText,
  exchangeRouteText,
} from './exchangeSliceNames';
import { StepHeading } from '../StepHeading';
import { exchangeReviewTexts, flightExchangeTexts, timeOfDayTexts } from './flightExchangeTexts';

export interface ExchangeReviewProps {
  readonly draft: ExchangeDraft;
  /** Everyone on the booking: the change is for all of them (products §1). */
  readonly travelers: readonly TripTraveler[];
  readonly locale: string;
  readonly onSubmit: () => void;
  readonly onBack: () => void;
}

/** What a choice asks, against what is booked: two facts, Now and Requested. */
function comparisonOf(draft: ExchangeDraft, index: number, locale: string) {
  const choice = draft.choices[index];
  const booked = choice?.slice === undefined ? undefined : draft.options.slices[choice.slice];
  const now = booked
    ? `${exchangeRouteText(booked.origin, booked.destination, draft.airports)}, ${exchangeLocalTimeText(booked.departure, locale)} · ${booked.flights.join(', ')}`
    : exchangeReviewTexts.added;
  const { origin, destination, date, timeOfDay } = effectiveSliceOf(draft, index);
  const requested = (() => {
    switch (choice?.action) {
      case 'Keep':
        return exchangeReviewTexts.kept;
      case 'Flown':
        return exchangeReviewTexts.flown;
      case 'Remove':
        return exchangeReviewTexts.removed;
      default:
        return exchangeReviewTexts.newFlight(
          exchangeRouteText(origin, destination, draft.airports),
          date === undefined ? '' : exchangeDayText(date, locale),
          timeOfDay === undefined ? '' : timeOfDayTexts[timeOfDay].label,
        );
    }
  })();
  return [
    { term: exchangeReviewTexts.now, value: now },
    { term: exchangeReviewTexts.requested, value: requested },
  ];
}

/**
 * GoToExchange (products §2): every flight, what is booked against what is asked, the travelers
 * (all of them: the purchaser decides for everyone, products §1), what happens once it is sent,
 * and the button that sends it.
 */
export function ExchangeReview({
  draft,
  travelers,
  locale,
  onSubmit,
  onBack,
}: ExchangeReviewProps) {
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>{exchangeReviewTexts.heading}</StepHeading>
        <Typography color="text.secondary">{exchangeReviewTexts.intro}</Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {draft.choices.map((choice, index) => (
            <Box
              component="li"
              key={choice.slice === undefined ? `added-${index}` : `slice-${choice.slice}`}
              data-action={choice.action}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 0.75,
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor:
                  choice.action === 'Keep' || choice.action === 'Flown'
                    ? 'divider'
                    : 'primary.main',
              }}
            >
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {exchangeChoiceTitle(draft, index)}
              </Typography>
              <TripFacts facts={comparisonOf(draft, index, locale)} />
            </Box>
          ))}
        </Box>
        <Divider />
        <Box>
          <Typography component="h4" sx={{ fontWeight: 600 }}>
            {exchangeReviewTexts.travelers(travelers.length)}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {travelers.map((traveler) => (
              <Typography component="li" key={traveler.name}>
                {traveler.kind ? `${traveler.name} (${traveler.kind})` : traveler.name}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {exchangeReviewTexts.forEveryone}
          </Typography>
        </Box>
        <Typography variant="body2">{exchangeReviewTexts.whatHappens}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>{flightExchangeTexts.back}</Button>
        <Button variant="contained" onClick={onSubmit}>
          {exchangeReviewTexts.submit}
        </Button>
      </DialogActions>
    </>
  );
}
