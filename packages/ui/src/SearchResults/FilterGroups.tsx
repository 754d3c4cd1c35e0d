import Checkbox from '@mui/material/Checkbox';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';

/** One choice of a filter: what the address keeps, and what the traveller reads. */
export interface FilterOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

export interface FilterGroupProps {
  /** The group's name, read before each of its choices: "Star rating, 4 stars, checkbox". */
  readonly legend: string;
  /** Its choices: a checklist or a radio group. */
  readonly children: ReactNode;
}

/**
 * One filter of a result list: a fieldset named by its legend. A plain fieldset, not MUI's
 * FormControl: the legend keeps its colour when a box is focused, so focusing one need not
 * re-render the whole group (a long task on a phone with a dozen airlines).
 */
export function FilterGroup({ legend, children }: FilterGroupProps) {
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, p: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <FormLabel component="legend" sx={{ p: 0, fontWeight: 700, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      {children}
    </Box>
  );
}

export interface ChecklistFilterProps<Value extends string> {
  /** The group's name, read before each of its boxes. */
  readonly legend: string;
  /** Its boxes, in the order shown. */
  readonly options: readonly FilterOption<Value>[];
  /** The values ticked. */
  readonly chosen: readonly Value[];
  /**
   * Each tick or untick applies at once, as a change to the values ticked: made to the values as
   * the page last asked for them, not as drawn, so two boxes ticked before the page redraws (a
   * list that follows the address, on a slow phone) both stay ticked.
   */
  readonly onChange: (change: (chosen: readonly Value[]) => Value[]) => void;
}

/** A filter of any number of values: a checkbox for each, ticked as the address says. */
export function ChecklistFilter<Value extends string>({
  legend,
  options,
  chosen,
  onChange,
}: ChecklistFilterProps<Value>) {
  return (
    <FilterGroup legend={legend}>
      <FormGroup>
        {options.map(({ value, label }) => (
          <FormControlLabel
            key={value}
            label={label}
            control={
              <Checkbox
                disableTouchRipple
                checked={chosen.includes(value)}
                onChange={(_, on) =>
                  onChange((before) => [
                    ...before.filter((each) => each !== value),
                    ...(on ? [value] : []),
                  ])
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FilterGroup>
  );
}

export interface RadioFilterProps<Value extends string> {
  /** The group's name, read before each of its choices. */
  readonly legend: string;
  /** Its choices, in the order shown. */
  readonly options: readonly FilterOption<Value>[];
  /** The value chosen. */
  readonly value: Value;
  /** A choice applies at once. */
  readonly onChange: (next: Value) => void;
}

/** A filter of one value among several: a radio group. */
export function RadioFilter<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: RadioFilterProps<Value>) {
  return (
    <FilterGroup legend={legend}>
      <RadioGroup
        value={value}
        onChange={(_, next) => {
          const option = options.find((each) => each.value === next);
          if (option) onChange(option.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio disableTouchRipple />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FilterGroup>
  );
}
