import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  flightPassengerTexts,
  type FlightPassengerSlot,
  type TravelersSave,
  type FlightTravelerTrip,
  type NewFlightTraveler,
  type TravelerContact,
  type TravelerProfile,
  type TravelerStepMode,
} from '@wayfare/domain';
import { useId, useState, type Ref } from 'react';
import { FlightPassengersEdit } from './FlightPassengersEdit';
import { FlightPassengersView } from './FlightPassengersView';

export type { TravelersSave, NewFlightTraveler } from '@wayfare/domain';

export interface FlightPassengersStepProps {
  /** Edit the passengers and contact, or view them once saved (`nextTravelerStepMode`). */
  readonly mode: TravelerStepMode;
  /** The passengers to name, in order (`flightPassengerSlots` of the search's counts). */
  readonly slots: readonly FlightPassengerSlot[];
  /** The saved travelers, already merged and sorted (`mergeTravelers`); may be empty. */
  readonly travelers: readonly TravelerProfile[];
  /**
   * The traveler of each slot, by index: in edit mode the first choice (kept across a refresh,
   * say), in view mode the travelers shown. Edit mode keeps its own copy from then on.
   */
  readonly chosenTravelerIds: readonly (string | undefined)[];
  /** The airline's contact: the first values in edit mode, the values shown in view mode. */
  readonly contact: TravelerContact;
  /** The trip's dates and whether it crosses a border, which the passengers are checked against. */
  readonly trip: FlightTravelerTrip;
  /** Save & Continue with no problem left (`flightTravelerProblems`). */
  readonly onSave: (save: TravelersSave) => void;
  /** "Edit passengers" in view mode. */
  readonly onEdit: () => void;
  /**
   * A traveler added in the step's dialog: the page saves it to the account and answers the
   * saved profile, which is then chosen for the slot; undefined (or a rejection) when it could
   * not be saved, which the dialog says, keeping what was typed.
   */
  readonly onAddTraveler: (newTraveler: NewFlightTraveler) => Promise<TravelerProfile | undefined>;
  /**
   * A chosen traveler's details corrected in the dialog (a passport, a Known Traveler Number), as
   * for `onAddTraveler`. Without it, "Edit details" is not offered.
   */
  readonly onUpdateTraveler?: (traveler: TravelerProfile) => Promise<TravelerProfile | undefined>;
  /** A call is in progress: nothing can be changed or pressed. */
  readonly disabled?: boolean;
  /** The section's id, to scroll to the passengers (e.g. after a refused passenger). */
  readonly anchorId?: string;
  /** The step's section, for a page that brings it into view. */
  readonly sectionRef?: Ref<HTMLElement>;
  /** The heading's level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** The travelers given, with those the step has saved since over them. */
function withSavedHere(
  travelers: readonly TravelerProfile[],
  savedHere: readonly TravelerProfile[],
): readonly TravelerProfile[] {
  if (savedHere.length === 0) return travelers;
  const latest = (traveler: TravelerProfile) =>
    savedHere.find(({ id }) => id === traveler.id) ?? traveler;
  const added = savedHere.filter((saved) => !travelers.some(({ id }) => id === saved.id));
  return [...travelers.map(latest), ...added];
}

/**
 * The passengers step of the flight checkout, the flight's counterpart of `TravelerStep`: in edit
 * mode a traveler for each passenger (a saved one, or one added in a dialog), the airline's
 * contact and Save & Continue, which says each problem (products §5) where it is; in view mode
 * who flies as whom, the contact and "Edit passengers".
 */
export function FlightPassengersStep({
  mode,
  anchorId,
  sectionRef,
  headingLevel = 2,
  travelers,
  ...props
}: FlightPassengersStepProps) {
  const headingId = useId();
  // Focus follows a switch of mode (Save & Continue, Edit passengers), never the first render.
  const [shownMode, setShownMode] = useState(mode);
  const [modeSwitched, setModeSwitched] = useState(false);
  if (shownMode !== mode) {
    setShownMode(mode);
    setModeSwitched(true);
  }
  // Travelers saved in the dialog count at once, before the page's list has them.
  const [savedHere, setSavedHere] = useState<readonly TravelerProfile[]>([]);
  const known = withSavedHere(travelers, savedHere);
  const onTravelerSaved = (saved: TravelerProfile) =>
    setSavedHere((current) => [...current.filter(({ id }) => id !== saved.id), saved]);
  return (
    <Box
      component="section"
      ref={sectionRef}
      id={anchorId}
      aria-labelledby={headingId}
      data-mode={mode}
      sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} variant="h5" sx={{ mb: 2 }}>
        {flightPassengerTexts.heading}
      </Typography>
      {mode === 'edit' ? (
        <FlightPassengersEdit
          {...props}
          travelers={known}
          onTravelerSaved={onTravelerSaved}
          focusOnMount={modeSwitched}
        />
      ) : (
        <FlightPassengersView {...props} travelers={known} focusOnMount={modeSwitched} />
      )}
    </Box>
  );
}
