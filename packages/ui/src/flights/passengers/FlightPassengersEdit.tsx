import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  flightPassengerTexts,
  flightTravelerProblems,
  flightTravelerProblemTexts,
  isValidContactEmail,
  isValidContactPhone,
  travelerWithFlightDetails,
  type NewFlightTraveler,
  type TravelerProfile,
} from '@wayfare/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addNewTravelerValue, FlightPassengerSlotField } from './FlightPassengerSlotField';
import type { FlightPassengersStepProps } from './FlightPassengersStep';
import {
  SaveAndContinueButton,
  TravelerContactFields,
} from '../../TravelerStep/TravelerContactFields';
import { FlightTravelerDialog } from './FlightTravelerDialog';

interface FlightPassengersEditProps extends Pick<
  FlightPassengersStepProps,
  | 'slots'
  | 'travelers'
  | 'chosenTravelerIds'
  | 'contact'
  | 'trip'
  | 'onSave'
  | 'onAddTraveler'
  | 'onUpdateTraveler'
  | 'disabled'
> {
  /** A traveler the dialog saved: the step counts it before the page's list has it. */
  readonly onTravelerSaved: (traveler: TravelerProfile) => void;
  /** Move focus to the first passenger when shown ("Edit passengers" was pressed). */
  readonly focusOnMount: boolean;
}

/** The dialog: for which passenger, and whose details (none adds a traveler). */
interface DialogFor {
  readonly slotIndex: number;
  readonly traveler: TravelerProfile | undefined;
}

/**
 * The passengers step in edit mode. Problems show only after a save click and are derived from
 * then on, so each clears as soon as it is fixed: a passenger's under its select, the booking's
 * (no adult, too many lap infants, no contact) in an alert above.
 */
export function FlightPassengersEdit({
  slots,
  travelers,
  chosenTravelerIds,
  contact: initialContact,
  trip,
  onSave,
  onAddTraveler,
  onUpdateTraveler,
  onTravelerSaved,
  disabled = false,
  focusOnMount,
}: FlightPassengersEditProps) {
  const [choices, setChoices] = useState<readonly (string | undefined)[]>(() =>
    slots.map((_, index) => {
      const id = chosenTravelerIds[index];
      return travelers.some((traveler) => traveler.id === id) ? id : undefined;
    }),
  );
  const [contact, setContact] = useState(initialContact);
  const [saveTried, setSaveTried] = useState(false);
  const [dialogFor, setDialogFor] = useState<DialogFor>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const selectRefs = useRef<(HTMLSelectElement | null)[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) selectRefs.current[0]?.focus();
  }, [focusOnMount]);

  const travelerOf = (id: string | undefined) =>
    id === undefined ? undefined : travelers.find((traveler) => traveler.id === id);
  const chosen = choices.map(travelerOf);
  const found = flightTravelerProblems({
    slots,
    travelers: chosen,
    contact: { emailAddress: contact.email, phoneNumber: contact.phone },
    ...trip,
  });
  const problems = saveTried ? found : [];
  const bookingProblems = problems.filter(({ slotIndex }) => slotIndex === undefined);
  const problemsAt = (slotIndex: number) =>
    problems
      .filter((problem) => problem.slotIndex === slotIndex)
      .map(({ code }) => flightTravelerProblemTexts[code]);
  const emailInvalid = !isValidContactEmail(contact.email);
  const phoneInvalid = !isValidContactPhone(contact.phone);

  const choose = (slotIndex: number, id: string | undefined) =>
    setChoices((current) => current.map((each, index) => (index === slotIndex ? id : each)));

  const openDialog = (next: DialogFor) => {
    setDialogFor(next);
    setSaveFailed(false);
    setDialogOpen(true);
  };

  const saveTraveler = async (details: NewFlightTraveler) => {
    if (dialogFor === undefined) return;
    const edited = dialogFor.traveler;
    setIsSaving(true);
    setSaveFailed(false);
    let saved: TravelerProfile | undefined;
    try {
      saved =
        edited === undefined
          ? await onAddTraveler(details)
          : await onUpdateTraveler?.(travelerWithFlightDetails(edited, details));
    } catch {
      saved = undefined;
    }
    setIsSaving(false);
    if (saved === undefined) {
      setSaveFailed(true);
      return;
    }
    onTravelerSaved(saved);
    choose(dialogFor.slotIndex, saved.id);
    setDialogOpen(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaveTried(true);
    // The keyboard lands where the first fix is: a passenger, the contact, or else the alert of
    // what only a new search can fix.
    const firstSlot = found.find(({ slotIndex }) => slotIndex !== undefined)?.slotIndex;
    const firstInvalid =
      (firstSlot === undefined ? undefined : selectRefs.current[firstSlot]) ??
      (emailInvalid ? emailRef.current : undefined) ??
      (phoneInvalid ? phoneRef.current : undefined) ??
      (found.length > 0 ? alertRef.current : undefined);
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    const travelerIds = chosen.flatMap((traveler) => (traveler ? [traveler.id] : []));
    onSave({ travelerIds, contact });
  };

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={save}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {bookingProblems.length > 0 && (
          <Alert severity="error" ref={alertRef} tabIndex={-1}>
            <AlertTitle>{flightPassengerTexts.problemsTitle}</AlertTitle>
            {bookingProblems.map(({ code }) => (
              <Box component="p" key={code} sx={{ m: 0 }}>
                {flightTravelerProblemTexts[code]}
              </Box>
            ))}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {flightPassengerTexts.intro}
        </Typography>
        {slots.map((slot, slotIndex) => {
          const choice = choices[slotIndex];
          const addingHere =
            dialogOpen && dialogFor?.slotIndex === slotIndex && dialogFor.traveler === undefined;
          const traveler = chosen[slotIndex];
          return (
            <FlightPassengerSlotField
              key={`${slot.kind}-${slot.label}`}
              slot={slot}
              value={addingHere ? addNewTravelerValue : (choice ?? '')}
              options={travelers.filter(
                ({ id }) => id === choice || !choices.some((other) => other === id),
              )}
              chosen={traveler}
              problems={problemsAt(slotIndex)}
              disabled={disabled}
              selectRef={(element) => {
                selectRefs.current[slotIndex] = element;
              }}
              onChoose={(value) => {
                if (value === addNewTravelerValue) openDialog({ slotIndex, traveler: undefined });
                else choose(slotIndex, value === '' ? undefined : value);
              }}
              onEditDetails={
                traveler && onUpdateTraveler ? () => openDialog({ slotIndex, traveler }) : undefined
              }
            />
          );
        })}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          {flightPassengerTexts.contactInformation}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {flightPassengerTexts.contactIntro}
        </Typography>
        <TravelerContactFields
          contact={contact}
          onChange={setContact}
          shownErrors={{ email: saveTried && emailInvalid, phone: saveTried && phoneInvalid }}
          disabled={disabled}
          emailRef={emailRef}
          phoneRef={phoneRef}
        />
        <SaveAndContinueButton disabled={disabled} />
      </Box>
      {/* Outside the form: a submit in the dialog's portal would bubble to it through React. */}
      {dialogFor !== undefined && (
        <FlightTravelerDialog
          open={dialogOpen}
          traveler={dialogFor.traveler}
          slotLabel={slots[dialogFor.slotIndex]?.label ?? ''}
          trip={trip}
          isSaving={isSaving}
          saveFailed={saveFailed}
          onSubmit={(details) => void saveTraveler(details)}
          onClose={() => setDialogOpen(false)}
          onExited={() => {
            // Back to the passenger the dialog was for, whether it saved or not.
            selectRefs.current[dialogFor.slotIndex]?.focus();
            setDialogFor(undefined);
          }}
        />
      )}
    </>
  );
}
