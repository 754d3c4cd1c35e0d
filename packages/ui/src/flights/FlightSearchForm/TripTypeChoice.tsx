import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { flightTripTypes, type FlightTripType } from '@wayfare/domain';
import { flightSearchFormTexts } from './flightSearchFormTexts';

export interface TripTypeChoiceProps {
  /** The trip type chosen. */
  readonly value: FlightTripType;
  /** Another trip type chosen. */
  readonly onChange: (tripType: FlightTripType) => void;
}

const isTripType = (value: string): value is FlightTripType =>
  (flightTripTypes as readonly string[]).includes(value);

/**
 * The trip types of products §3 as one radio group: Tab reaches the chosen one, the arrow keys
 * choose another.
 */
export function TripTypeChoice({ value, onChange }: TripTypeChoiceProps) {
  return (
    <RadioGroup
      row
      aria-label={flightSearchFormTexts.tripType}
      value={value}
      onChange={(_, chosen) => {
        if (isTripType(chosen)) onChange(chosen);
      }}
    >
      {flightTripTypes.map((tripType) => (
        <FormControlLabel
          key={tripType}
          value={tripType}
          control={<Radio size="small" />}
          label={flightSearchFormTexts.tripTypes[tripType]}
        />
      ))}
    </RadioGroup>
  );
}
