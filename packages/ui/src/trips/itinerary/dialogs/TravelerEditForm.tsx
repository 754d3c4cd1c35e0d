import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { textLimitError, type TravelerEditRequest, type TripTraveler } from '@wayfare/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { itineraryDialogTexts, travelerEditTexts } from '../itineraryTexts';

/** domain's travelerEditRequestSchema: a change of 1 to 500 characters once trimmed. */
const changeLimit = { maxLength: 500 } as const;

export interface TravelerEditFormProps {
  /** The booking's travelers, to choose from; one alone is chosen already. */
  readonly travelers: readonly TripTraveler[];
  /** The request is being sent: the form waits and its button shows progress. */
  readonly isPending: boolean;
  /** Why the last send failed, as an alert; the choice and the text stay for another try. */
  readonly failure?: string;
  /** Called with the checked request, its change trimmed. */
  readonly onSubmit: (request: TravelerEditRequest) => void;
  readonly onCancel: () => void;
}

function changeError(change: string): string | undefined {
  return (
    textLimitError(change, changeLimit) ??
    (change.trim() === '' ? travelerEditTexts.changeRequired : undefined)
  );
}

/**
 * The traveler edit request: which traveler (radio buttons, in the booking's order) and what
 * should change. Errors show once a field is left or the form is sent; a send with errors puts
 * focus on the first wrong field, where its error is read.
 */
export function TravelerEditForm({
  travelers,
  isPending,
  failure,
  onSubmit,
  onCancel,
}: TravelerEditFormProps) {
  const legendId = useId();
  const travelerErrorId = useId();
  const [travelerName, setTravelerName] = useState(
    travelers.length === 1 ? (travelers[0]?.name ?? '') : '',
  );
  const [change, setChange] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [changeLeft, setChangeLeft] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const focusTravelers = () => group.current?.querySelector('input')?.focus();
  const changeInput = useRef<HTMLTextAreaElement>(null);

  // The form opens to be filled in: its first field takes focus.
  useEffect(() => {
    if (travelers.length === 1) changeInput.current?.focus();
    else group.current?.querySelector('input')?.focus();
  }, [travelers.length]);

  const travelerError = travelerName === '' ? travelerEditTexts.travelerRequired : undefined;
  const changeFieldError = changeError(change);
  // Too long is said as soon as it is typed; empty once the field is left or the form sent.
  const shownChangeError =
    textLimitError(change, changeLimit) ?? (submitted || changeLeft ? changeFieldError : undefined);
  const shownTravelerError = submitted ? travelerError : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    if (travelerError !== undefined) focusTravelers();
    else if (changeFieldError !== undefined) changeInput.current?.focus();
    else onSubmit({ travelerName, change: change.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={isPending}>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{travelerEditTexts.intro}</DialogContentText>
        <FormControl
          component="fieldset"
          required
          error={shownTravelerError !== undefined}
          disabled={isPending}
        >
          <FormLabel component="legend" id={legendId}>
            {travelerEditTexts.traveler}
          </FormLabel>
          <RadioGroup
            ref={group}
            aria-labelledby={legendId}
            aria-describedby={shownTravelerError ? travelerErrorId : undefined}
            name={legendId}
            value={travelerName}
            onChange={(event) => setTravelerName(event.target.value)}
          >
            {travelers.map((traveler, index) => (
              <FormControlLabel
                // Names are a booking's own: two travelers could share one.
                key={`${traveler.name}-${index}`}
                value={traveler.name}
                control={
                  <Radio
                    slotProps={{
                      input: {
                        'aria-invalid': shownTravelerError !== undefined,
                      },
                    }}
                  />
                }
                label={traveler.kind ? `${traveler.name} (${traveler.kind})` : traveler.name}
              />
            ))}
          </RadioGroup>
          {shownTravelerError && (
            <FormHelperText id={travelerErrorId}>{shownTravelerError}</FormHelperText>
          )}
        </FormControl>
        <TextField
          inputRef={changeInput}
          label={travelerEditTexts.change}
          multiline
          minRows={3}
          required
          fullWidth
          value={change}
          disabled={isPending}
          error={shownChangeError !== undefined}
          helperText={shownChangeError ?? travelerEditTexts.changeHelp}
          onChange={(event) => setChange(event.target.value)}
          onBlur={() => setChangeLeft(true)}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          {itineraryDialogTexts.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={isPending}>
          {travelerEditTexts.send}
        </Button>
      </DialogActions>
    </Box>
  );
}
