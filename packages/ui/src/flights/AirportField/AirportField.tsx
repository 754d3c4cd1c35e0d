import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { airportsMatching, type FlightAirport } from '@wayfare/domain';
import { airportFieldTexts } from './airportFieldTexts';

export interface AirportFieldProps {
  /** The field's name, e.g. "From" or "To". */
  readonly label: string;
  /** The airports it offers, in the order it lists them. */
  readonly airports: readonly FlightAirport[];
  /** The chosen airport's IATA code; undefined while none is chosen. */
  readonly code: string | undefined;
  /** An airport was chosen (its code), or the field was cleared (undefined). */
  readonly onChange: (code: string | undefined) => void;
  /** The input's id, so that a form can focus the field (the first with a problem). */
  readonly id?: string;
  /** The field is marked invalid; its helper text, or what `describedBy` names, says why. */
  readonly invalid?: boolean;
  /** Under the field and read with it: what is wrong with it. */
  readonly helperText?: string;
  /** The id of an element elsewhere that describes the field (a form's alert of problems). */
  readonly describedBy?: string;
  /** The airports are still on their way: the list says so instead of "no match". */
  readonly loading?: boolean;
  /** The airports could not be loaded: the list says so instead of "no match". */
  readonly failed?: boolean;
}

const optionLabel = (airport: FlightAirport) =>
  airportFieldTexts.chosen(airport.city, airport.code);

/**
 * One airport of a flight (spec: products §3 itinerary origin and destination): a combobox that
 * lists the airports matching what is typed, by code, city, name or country, accents ignored
 * (`airportsMatching`); type, arrow keys and Enter choose. Each option shows its city and code,
 * then its name and country.
 */
export function AirportField({
  label,
  airports,
  code,
  onChange,
  id,
  invalid = false,
  helperText,
  describedBy,
  loading = false,
  failed = false,
}: AirportFieldProps) {
  const value = airports.find((airport) => airport.code === code) ?? null;
  return (
    <Autocomplete
      id={id}
      options={airports}
      value={value}
      onChange={(_, airport) => onChange(airport?.code)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      filterOptions={(options, { inputValue }) => airportsMatching(options, inputValue)}
      autoHighlight
      loading={loading}
      loadingText={airportFieldTexts.loading}
      noOptionsText={failed ? airportFieldTexts.failed : airportFieldTexts.noMatch}
      renderOption={({ key, ...props }, airport) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {optionLabel(airport)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {`${airport.name}, ${airport.country}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => {
        // TextField names its helper text after the input's id; the alert elsewhere, if any,
        // describes the field as well.
        const describedByIds = [helperText && `${params.id}-helper-text`, describedBy]
          .filter(Boolean)
          .join(' ');
        return (
          <TextField
            {...params}
            label={label}
            error={invalid}
            helperText={helperText}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-describedby': describedByIds || undefined,
              },
            }}
          />
        );
      }}
    />
  );
}
