import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  effectiveSliceOf,
  exchangeDateRange,
  isoDateFormat,
  timeOfDayBuckets,
  type ExchangeDraft,
  type ExchangeProblem,
  type ExchangeSliceEdit,
  type IsoDate,
  type TimeOfDayBucket,
} from '@wayfare/domain';
import dayjs from 'dayjs';
import { useId } from 'react';
import {
  exchangeChoiceTitle,
  exchangeDayText,
  exchangeLocalTimeText,
  exchangeRouteText,
} from './exchangeSliceNames';
import { ExchangeProblems } from './ExchangeProblems';
import { StepHeading } from '../StepHeading';
import { changeDateTimeTexts, flightExchangeTexts, timeOfDayTexts } from './flightExchangeTexts';

export interface ExchangeDateTimeProps {
  readonly draft: ExchangeDraft;
  /** The choice whose day and time are chosen, by index. */
  readonly editing: number;
  readonly problems: readonly ExchangeProblem[];
  /** Today where the traveler is: the first day a new flight may leave. */
  readonly today: IsoDate;
  readonly locale: string;
  readonly onEdit: (edit: ExchangeSliceEdit) => void;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}

const dateProblems: readonly ExchangeProblem[] = [
  'date-missing',
  'date-in-past',
  'date-too-far',
  'before-previous-flight',
  'after-next-flight',
  'unchanged',
];

/**
 * ChangeDateTime (products §2): the new day of one flight on a calendar (DateCalendar, as the
 * stay-dates picker: arrow keys move the day, Enter picks it), days from today to the furthest an
 * airline sells, and its time of day as a radio group of the spec's four buckets (products §3
 * "time-of-day buckets 0 to 3"). The booked flight is shown for reference.
 */
export function ExchangeDateTime({
  draft,
  editing,
  problems,
  today,
  locale,
  onEdit,
  onContinue,
  onBack,
}: ExchangeDateTimeProps) {
  const calendarId = useId();
  const chosenId = useId();
  const problemsId = useId();
  const choice = draft.choices[editing];
  const booked = choice?.slice === undefined ? undefined : draft.options.slices[choice.slice];
  const { origin, destination, date, timeOfDay } = effectiveSliceOf(draft, editing);
  const range = exchangeDateRange(today);
  const days = {
    value: date === undefined ? null : dayjs(date),
    min: dayjs(range.first),
    max: dayjs(range.last),
  };
  const describedBy = problems.length > 0 ? problemsId : undefined;
  const route = exchangeRouteText(origin, destination, draft.airports);
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>
          {changeDateTimeTexts.heading(exchangeChoiceTitle(draft, editing))}
        </StepHeading>
        <Box>
          <Typography color="text.secondary">{changeDateTimeTexts.intro(route)}</Typography>
          {booked && (
            <Typography variant="body2" color="text.secondary">
              {changeDateTimeTexts.booked(exchangeLocalTimeText(booked.departure, locale))}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-start',
            justifyContent: 'center',
          }}
        >
          <Box
            role="group"
            aria-labelledby={calendarId}
            aria-describedby={describedBy}
            data-invalid={problems.some((problem) => dateProblems.includes(problem)) || undefined}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, pt: 1 }}
          >
            <Typography id={calendarId} variant="subtitle2" component="p" sx={{ px: 2 }}>
              {changeDateTimeTexts.calendar}
            </Typography>
            <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
              <DateCalendar
                value={days.value}
                referenceDate={days.value ?? days.min}
                onChange={(picked) => {
                  if (picked) onEdit({ date: picked.format(isoDateFormat) });
                }}
                minDate={days.min}
                maxDate={days.max}
                views={['day']}
                reduceAnimations
                sx={{ width: 320, height: 'auto', maxHeight: 'none', m: 0 }}
              />
            </LocalizationProvider>
            <Typography
              id={chosenId}
              role="status"
              variant="body2"
              sx={{ px: 2, pb: 1.5, fontWeight: 600, textAlign: 'center' }}
            >
              {date === undefined
                ? changeDateTimeTexts.noDate
                : changeDateTimeTexts.chosen(exchangeDayText(date, locale))}
            </Typography>
          </Box>
          <FormControl
            component="fieldset"
            error={problems.includes('time-missing')}
            sx={{ minWidth: 200, flex: '1 1 200px' }}
          >
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {changeDateTimeTexts.timeOfDay}
            </FormLabel>
            <RadioGroup
              value={timeOfDay === undefined ? '' : String(timeOfDay)}
              aria-describedby={describedBy}
              onChange={(event) =>
                onEdit({ timeOfDay: Number(event.target.value) as TimeOfDayBucket })
              }
            >
              {timeOfDayBuckets.map(({ bucket }) => (
                <FormControlLabel
                  key={bucket}
                  value={String(bucket)}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
                  label={
                    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                      <span>{timeOfDayTexts[bucket].label}</span>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {timeOfDayTexts[bucket].hours}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
        <ExchangeProblems id={problemsId} problems={problems} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>{flightExchangeTexts.back}</Button>
        <Button variant="contained" onClick={onContinue} aria-describedby={describedBy}>
          {flightExchangeTexts.continue}
        </Button>
      </DialogActions>
    </>
  );
}
