import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  flightPassengerTexts,
  type FlightPassengerSlot,
  type TravelerProfile,
} from '@wayfare/domain';
import type { Ref } from 'react';

/** The select's value for "Add a new traveler": no traveler id starts with a space. */
export const addNewTravelerValue = ' add-new-traveler';

export interface FlightPassengerSlotFieldProps {
  readonly slot: FlightPassengerSlot;
  /** A traveler's id, `addNewTravelerValue` while one is being added, or '' for none. */
  readonly value: string;
  /** The travelers this passenger may be: the chosen one and those no other passenger is. */
  readonly options: readonly TravelerProfile[];
  /** The chosen traveler, whose details can be edited. */
  readonly chosen: TravelerProfile | undefined;
  /** What is wrong with this passenger, shown after a save click. */
  readonly problems: readonly string[];
  readonly disabled: boolean;
  readonly selectRef: Ref<HTMLSelectElement>;
  readonly onChoose: (value: string) => void;
  /** "Edit details" of the chosen traveler; none where details cannot be edited. */
  readonly onEditDetails: (() => void) | undefined;
}

const nameOf = (traveler: TravelerProfile) => `${traveler.givenName} ${traveler.surname}`;

/**
 * One passenger: a native select of the saved travelers (the platform's own keyboard and mobile
 * pickers) and "Add a new traveler", with what is wrong under it, and "Edit details" beside it.
 */
export function FlightPassengerSlotField({
  slot,
  value,
  options,
  chosen,
  problems,
  disabled,
  selectRef,
  onChoose,
  onEditDetails,
}: FlightPassengerSlotFieldProps) {
  const invalid = problems.length > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        label={slot.label}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        required
        error={invalid}
        helperText={invalid ? problems.join(' ') : undefined}
        disabled={disabled}
        inputRef={selectRef}
        data-slot-kind={slot.kind}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 16rem', maxWidth: { md: 420 } }}
      >
        <option value="">{flightPassengerTexts.chooseTraveler}</option>
        {options.map((traveler) => (
          <option key={traveler.id} value={traveler.id}>
            {nameOf(traveler)}
          </option>
        ))}
        <option value={addNewTravelerValue}>{flightPassengerTexts.addNewTraveler}</option>
      </TextField>
      {chosen !== undefined && onEditDetails !== undefined && (
        <Button
          onClick={onEditDetails}
          disabled={disabled}
          aria-label={flightPassengerTexts.editDetailsOf(nameOf(chosen))}
          // Level with the select's box, not its label.
          sx={{ mt: 1 }}
        >
          {flightPassengerTexts.editDetails}
        </Button>
      )}
    </Box>
  );
}
