import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  ExchangeAirport,
  ExchangeDraft,
  ExchangeProblem,
  ExchangeSliceEdit,
} from '@wayfare/domain';
import { useId } from 'react';
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

/** Letters without accents, in lower case: "Montréal" is found by "montreal". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The airports a search finds: a code typed in full first, then those whose code, city, name or
 * country starts a word with it.
 */
export function airportsMatching(
  airports: readonly ExchangeAirport[],
  query: string,
): ExchangeAirport[] {
  const wanted = folded(query.trim());
  if (wanted === '') return [...airports];
  const words = (airport: ExchangeAirport) =>
    folded(`${airport.code} ${airport.city} ${airport.name} ${airport.country}`).split(
      /[\s(),–-]+/,
    );
  const found = airports.filter((airport) =>
    words(airport).some((_, index, all) => all.slice(index).join(' ').startsWith(wanted)),
  );
  return [
    ...found.filter((airport) => folded(airport.code) === wanted),
    ...found.filter((airport) => folded(airport.code) !== wanted),
  ];
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
            problemsId={problems.length > 0 ? problemsId : undefined}
            onChange={(origin) => onEdit({ origin })}
          />
          <AirportField
            label={changeAirportsTexts.to}
            airports={draft.airports}
            code={choice?.destination}
            invalid={invalid('destination')}
            problemsId={problems.length > 0 ? problemsId : undefined}
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

interface AirportFieldProps {
  readonly label: string;
  readonly airports: readonly ExchangeAirport[];
  readonly code: string | undefined;
  readonly invalid: boolean;
  /** The alert that says what is wrong, which describes the field while it shows. */
  readonly problemsId: string | undefined;
  readonly onChange: (code: string | undefined) => void;
}

/** One airport: a combobox that lists the airports matching what is typed, city and code first. */
function AirportField({ label, airports, code, invalid, problemsId, onChange }: AirportFieldProps) {
  const value = airports.find((airport) => airport.code === code) ?? null;
  return (
    <Autocomplete
      options={airports}
      value={value}
      onChange={(_, airport) => onChange(airport?.code)}
      getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      filterOptions={(options, { inputValue }) => airportsMatching(options, inputValue)}
      autoHighlight
      noOptionsText={changeAirportsTexts.noMatch}
      renderOption={({ key, ...props }, airport) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {`${airport.city} (${airport.code})`}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {`${airport.name}, ${airport.country}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={invalid}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': problemsId },
          }}
        />
      )}
    />
  );
}
