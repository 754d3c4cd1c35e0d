import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  cabinClassLabels,
  searchableCabinClasses,
  type SearchableCabinClass,
} from '@wayfare/domain';
import { useId } from 'react';
import { flightSearchFormTexts } from './flightSearchFormTexts';

export interface CabinClassSelectProps {
  /** The cabin searched. */
  readonly value: SearchableCabinClass;
  /** Another cabin chosen. */
  readonly onChange: (cabinClass: SearchableCabinClass) => void;
}

const isSearchableCabinClass = (value: string): value is SearchableCabinClass =>
  (searchableCabinClasses as readonly string[]).includes(value);

/**
 * The cabin to search (products §3 cabin classes, BasicEconomy being a fare of Economy): the
 * browser's own select, outlined as the other fields, which every keyboard and screen reader
 * knows and which loads no menu code.
 */
export function CabinClassSelect({ value, onChange }: CabinClassSelectProps) {
  const id = useId();
  return (
    <FormControl variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {flightSearchFormTexts.cabinClass}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isSearchableCabinClass(event.target.value)) onChange(event.target.value);
        }}
        input={<OutlinedInput notched label={flightSearchFormTexts.cabinClass} />}
      >
        {searchableCabinClasses.map((cabinClass) => (
          <option key={cabinClass} value={cabinClass}>
            {cabinClassLabels[cabinClass]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
