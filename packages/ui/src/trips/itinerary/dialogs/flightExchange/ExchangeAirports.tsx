import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ExchangeDraft, ExchangeProblem, ExchangeSliceEdit } from '@wayfare/domain';
import { useId } from 'react';
import { AirportField } from '../../../../flights/AirportField';
import { exchangeChoiceTitle, exchangeRouteText } from './exchangeSliceNames';
import { ExchangeProblems } from './ExchangeProblems';
import { StepHeading } from '../StepHeading';
import { changeAirportsTexts, flightExchangeTexts } from './flightExchangeTexts';

export interface ExchangeAirportsProps {
  readonly draft: ExchangeDraft;
  /** The choice whose airports are chosen, by index. */
  readonly editing: number;
  readonly problems: readonly ExchangeProblem[];
  readonly onEdit: (edit: ExchangeSliceEdit) => void;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}

/**
 * ChangeAirports (products §2): the new origin and destination of one flight, each an
 * autocomplete over the airports the exchange can fly (a combobox: type, arrow keys, Enter). The
 * booked route is shown for reference.
 */
export function ExchangeAirports({
  draft,
  editing,
  problems,
  onEdit,
  onContinue,
  onBack,
}: ExchangeAirportsProps) {
  const problemsId = useId();
  const choice = draft.choices[editing];
  const booked = choice?.slice === undefined ? undefined : draft.options.slices[choice.slice];
  const title = exchangeChoiceTitle(draft, editing);
  /** A field is marked invalid while a problem is its; the alert below says what it is. */
  const invalid = (field: 'origin' | 'destination') =>
    problems.some(
      (each) =>
        each === `${field}-missing` || (field === 'destination' && each === 'same-airports'),
    );
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>{changeAirportsTexts.heading(title)}</StepHeading>
        <Typography color="text.secondary">
          {booked
            ? `${changeAirportsTexts.booked(exchangeRouteText(booked.origin, booked.destination, draft.airports))}. ${changeAirportsTexts.intro}`
            : changeAirportsTexts.intro}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            pt: 1,
          }}
        >
          <AirportField
            label={changeAirportsTexts.from}
            airports={draft.airports}
            code={choice?.origin}
            invalid={invalid('origin')}
            describedBy={problems.length > 0 ? problemsId : undefined}
            onChange={(origin) => onEdit({ origin })}
          />
          <AirportField
            label={changeAirportsTexts.to}
            airports={draft.airports}
            code={choice?.destination}
            invalid={invalid('destination')}
            describedBy={problems.length > 0 ? problemsId : undefined}
            onChange={(destination) => onEdit({ destination })}
          />
        </Box>
        <ExchangeProblems id={problemsId} problems={problems} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>{flightExchangeTexts.back}</Button>
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
