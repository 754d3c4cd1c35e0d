import AddRounded from '@mui/icons-material/AddRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  canAddExchangeSlice,
  type ExchangeDraft,
  type ExchangeProblem,
  type ExchangeSlice,
  type ExchangeSliceChoice,
  type SliceChangeAction,
} from '@wayfare/domain';
import { useId } from 'react';
import {
  addedNumberOf,
  exchangeChoiceTitle,
  exchangeLocalTimeText,
  exchangeRouteText,
} from './exchangeSliceNames';
import { ExchangeProblems } from './ExchangeProblems';
import { StepHeading } from '../StepHeading';
import {
  flightExchangeTexts,
  sliceChangeActionLabels,
  sliceSelectionTexts,
} from './flightExchangeTexts';

export interface ExchangeSliceSelectionProps {
  readonly draft: ExchangeDraft;
  /** What keeps the selection from going on, shown once a Continue found it. */
  readonly problems: readonly ExchangeProblem[];
  readonly locale: string;
  readonly onChoose: (choice: number, action: SliceChangeAction) => void;
  readonly onChangeAirports: (choice: number, changeAirports: boolean) => void;
  readonly onAdd: () => void;
  readonly onRemoveAdded: (choice: number) => void;
  readonly onContinue: () => void;
  readonly onClose: () => void;
}

/**
 * SliceSelection (products §2; §3 "Slice change actions"): each booked flight with its route, day
 * and flights, and what happens to it, as a radio group named by its legend: keep or change it,
 * and on a multi-city remove it; a flown one says so and stays. A multi-city can add flights, up
 * to its most. Continue goes on once something changes.
 */
export function ExchangeSliceSelection({
  draft,
  problems,
  locale,
  onChoose,
  onChangeAirports,
  onAdd,
  onRemoveAdded,
  onContinue,
  onClose,
}: ExchangeSliceSelectionProps) {
  const addHelpId = useId();
  const problemsId = useId();
  const { options } = draft;
  const canGrow = options.maxSlices > options.slices.length;
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>{sliceSelectionTexts.heading}</StepHeading>
        <Typography color="text.secondary">{sliceSelectionTexts.intro}</Typography>
        <Box
          component="ol"
          aria-label={sliceSelectionTexts.flights}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
        >
          {draft.choices.map((choice, index) => {
            const booked = choice.slice === undefined ? undefined : options.slices[choice.slice];
            return (
              <Paper
                key={choice.slice === undefined ? `added-${index}` : `slice-${choice.slice}`}
                component="li"
                variant="outlined"
                data-action={choice.action}
                sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
              >
                {booked ? (
                  <BookedSlice
                    title={exchangeChoiceTitle(draft, index)}
                    slice={booked}
                    choice={choice}
                    route={exchangeRouteText(booked.origin, booked.destination, draft.airports)}
                    locale={locale}
                    onChoose={(action) => onChoose(index, action)}
                    onChangeAirports={(on) => onChangeAirports(index, on)}
                  />
                ) : (
                  <AddedSlice
                    title={exchangeChoiceTitle(draft, index)}
                    removeLabel={sliceSelectionTexts.removeAdded(addedNumberOf(draft, index))}
                    onRemove={() => onRemoveAdded(index)}
                  />
                )}
              </Paper>
            );
          })}
        </Box>
        {canGrow && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<AddRounded />}
              onClick={onAdd}
              disabled={!canAddExchangeSlice(draft)}
              aria-describedby={addHelpId}
            >
              {sliceSelectionTexts.addSlice}
            </Button>
            <Typography id={addHelpId} variant="body2" color="text.secondary">
              {sliceSelectionTexts.addSliceHelp(options.maxSlices)}
            </Typography>
          </Box>
        )}
        <ExchangeProblems id={problemsId} problems={problems} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{flightExchangeTexts.close}</Button>
        <Button
          variant="contained"
          onClick={onContinue}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
        >
          {flightExchangeTexts.continue}
        </Button>
      </DialogActions>
    </>
  );
}

interface BookedSliceProps {
  readonly title: string;
  readonly slice: ExchangeSlice;
  readonly choice: ExchangeSliceChoice;
  readonly route: string;
  readonly locale: string;
  readonly onChoose: (action: SliceChangeAction) => void;
  readonly onChangeAirports: (changeAirports: boolean) => void;
}

/** A booked flight: what it is, and what happens to it. */
function BookedSlice({
  title,
  slice,
  choice,
  route,
  locale,
  onChoose,
  onChangeAirports,
}: BookedSliceProps) {
  const detailsId = useId();
  const details = (
    <Typography id={detailsId} variant="body2" color="text.secondary">
      {`${exchangeLocalTimeText(slice.departure, locale)} · ${slice.flights.join(', ')}`}
    </Typography>
  );
  if (choice.action === 'Flown')
    return (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{`${title}: ${route}`}</Typography>
          <Chip size="small" label={sliceChangeActionLabels.Flown} />
        </Box>
        {details}
        <Typography variant="body2">{sliceSelectionTexts.flown}</Typography>
      </>
    );
  const actions = slice.actions.filter((action) => action !== 'Flown' && action !== 'Add');
  return (
    <FormControl component="fieldset" sx={{ gap: 0.5 }}>
      <FormLabel
        component="legend"
        sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
      >
        {`${title}: ${route}`}
      </FormLabel>
      {details}
      <RadioGroup
        row
        value={choice.action}
        aria-describedby={detailsId}
        onChange={(event) => onChoose(event.target.value as SliceChangeAction)}
      >
        {actions.map((action) => (
          <FormControlLabel
            key={action}
            value={action}
            control={<Radio />}
            label={sliceChangeActionLabels[action]}
          />
        ))}
      </RadioGroup>
      {choice.action === 'Change' && (
        <FormControlLabel
          control={
            <Checkbox
              checked={choice.changeAirports}
              onChange={(event) => onChangeAirports(event.target.checked)}
            />
          }
          label={sliceSelectionTexts.changeAirports}
        />
      )}
    </FormControl>
  );
}

/** A flight the traveler adds: its airports and day come next; it can be taken out again. */
interface AddedSliceProps {
  readonly title: string;
  readonly removeLabel: string;
  readonly onRemove: () => void;
}

function AddedSlice({ title, removeLabel, onRemove }: AddedSliceProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FlightTakeoffRounded color="primary" aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {sliceSelectionTexts.addedNote}
          </Typography>
        </Box>
      </Box>
      <Button size="small" color="inherit" onClick={onRemove}>
        {removeLabel}
      </Button>
    </Box>
  );
}
