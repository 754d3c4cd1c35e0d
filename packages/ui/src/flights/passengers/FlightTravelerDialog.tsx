import { TravelerDialogFrame } from '../../account/travelers/TravelerDialogFrame';
import {
  flightPassengerTexts,
  type FlightTravelerTrip,
  type NewFlightTraveler,
  type TravelerProfile,
} from '@wayfare/domain';
import { FlightTravelerForm } from './FlightTravelerForm';

export interface FlightTravelerDialogProps {
  readonly open: boolean;
  /** The traveler whose details are edited; none adds a new one. */
  readonly traveler: TravelerProfile | undefined;
  /** The passenger a new traveler is added for, named in the title. */
  readonly slotLabel: string;
  /** The trip the traveler is checked against (a border asks for the passport). */
  readonly trip: FlightTravelerTrip;
  /** The traveler is being saved: the form waits and cannot be closed. */
  readonly isSaving: boolean;
  /** The last save failed: said above the buttons, the form kept as typed. */
  readonly saveFailed: boolean;
  /** Called with the checked traveler; the step saves it, then closes the dialog. */
  readonly onSubmit: (details: NewFlightTraveler) => void;
  /** Cancel, Escape or a click outside (not while saving). */
  readonly onClose: () => void;
  /** Called once the dialog has gone, so the step can put focus back on the passenger. */
  readonly onExited: () => void;
}

/**
 * Adds a traveler for a passenger, or corrects a chosen one's details, in a modal: the name as on
 * the passport, date of birth, gender, nationality, passport, Known Traveler and redress numbers
 * (products §3 Traveler fields). Full screen below 960 px.
 */
export function FlightTravelerDialog({
  open,
  traveler,
  slotLabel,
  trip,
  isSaving,
  saveFailed,
  onSubmit,
  onClose,
  onExited,
}: FlightTravelerDialogProps) {
  const { dialog } = flightPassengerTexts;
  return (
    <TravelerDialogFrame
      open={open}
      title={
        traveler
          ? dialog.editTitle(`${traveler.givenName} ${traveler.surname}`)
          : dialog.addTitle(slotLabel)
      }
      isSaving={isSaving}
      saveFailed={saveFailed}
      texts={dialog}
      onClose={onClose}
      // The step puts focus back on the passenger's select, wherever the dialog was opened from.
      onExited={onExited}
    >
      {(formId) => (
        <FlightTravelerForm
          id={formId}
          traveler={traveler}
          trip={trip}
          disabled={isSaving}
          onSubmit={onSubmit}
        />
      )}
    </TravelerDialogFrame>
  );
}
