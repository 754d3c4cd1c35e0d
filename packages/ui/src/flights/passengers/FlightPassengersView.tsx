import Typography from '@mui/material/Typography';
import {
  flightPassengerTexts,
  isPassportSent,
  travelerStepTexts,
  type TravelerProfile,
} from '@wayfare/domain';
import type { ReactNode } from 'react';
import { SavedStepFacts } from '../../TravelerStep/SavedStepFacts';
import type { FlightPassengersStepProps } from './FlightPassengersStep';

interface FlightPassengersViewProps extends Pick<
  FlightPassengersStepProps,
  'slots' | 'travelers' | 'chosenTravelerIds' | 'contact' | 'trip' | 'onEdit' | 'disabled'
> {
  /** Move focus to "Edit passengers" when shown (the step has just been saved). */
  readonly focusOnMount: boolean;
}

/** Whether the airline gets a passport for the traveler: one with a number, sent (platform §5). */
const hasPassport = (traveler: TravelerProfile) =>
  isPassportSent(traveler.passport) && Boolean(traveler.passport.number?.trim());

/**
 * Who flies as which passenger, the contact, and "Edit passengers". Across a border each
 * passenger says whether a passport is on file, the one thing a border adds to check.
 */
export function FlightPassengersView({
  slots,
  travelers,
  chosenTravelerIds,
  contact,
  trip,
  onEdit,
  disabled = false,
  focusOnMount,
}: FlightPassengersViewProps) {
  const passengerFacts = slots.map((slot, index): { term: string; details: ReactNode } => {
    const traveler = travelers.find(({ id }) => id === chosenTravelerIds[index]);
    if (traveler === undefined) return { term: slot.label, details: '' };
    return {
      term: slot.label,
      details: (
        <>
          {traveler.givenName} {traveler.surname}
          {trip.isInternational && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {hasPassport(traveler)
                ? flightPassengerTexts.passportOnFile
                : flightPassengerTexts.noPassportOnFile}
            </Typography>
          )}
        </>
      ),
    };
  });
  const facts = [
    ...passengerFacts,
    { term: travelerStepTexts.email, details: contact.email },
    { term: travelerStepTexts.phone, details: contact.phone },
  ];
  return (
    <SavedStepFacts
      facts={facts}
      editLabel={flightPassengerTexts.editPassengers}
      onEdit={onEdit}
      disabled={disabled}
      focusOnMount={focusOnMount}
      rowGap={1}
    />
  );
}
