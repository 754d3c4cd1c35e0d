import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { IsoDate, StayDates, StayDatesDraft } from '@wayfare/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { StayDatesPicker } from '../StayDatesPicker';
import { searchFormFieldsSx } from './searchFormLayout';

export interface SearchFormProps {
  /** The form's accessible name, e.g. "Search vacation rentals". */
  readonly label: string;
  /** The place field, first in the row: the product's own (a text field, a destination search). */
  readonly place: ReactNode;
  /** The guests field, after the dates: the product's guest picker. */
  readonly guests: ReactNode;
  /** The stay the dates field opens on; it is the form's own from then on. */
  readonly defaultStayDates: StayDates;
  /** Done in the dates picker, with both dates set. */
  readonly onStayDatesChange: (stay: StayDates) => void;
  /** Today where the traveller is (`todayIn` of @wayfare/domain), for the dates picker. */
  readonly today: IsoDate;
  /** Search pressed, or Enter in a field: the product checks its fields and searches. */
  readonly onSearch: () => void;
}

/**
 * The search form that the stay products share (homes, hotels; spec: platform §1 "searches homes
 * by place, dates and guests"): a place, the stay dates, the guests and Search, in one row on
 * desktop and stacked on a phone. The form searches nothing itself: Search hands the product its
 * fields to check.
 */
export function SearchForm({
  label,
  place,
  guests,
  defaultStayDates,
  onStayDatesChange,
  today,
  onSearch,
}: SearchFormProps) {
  // A check-in picked without its check-out shows in the field, but is not the search's stay
  // until Done.
  const [stayDates, setStayDates] = useState<StayDatesDraft>(defaultStayDates);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      elevation={2}
      sx={{ p: 2 }}
    >
      <Box sx={searchFormFieldsSx}>
        {place}
        <StayDatesPicker
          value={stayDates}
          onChange={setStayDates}
          onDone={onStayDatesChange}
          today={today}
        />
        {guests}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchRounded />}
          sx={{ height: 56 }}
        >
          Search
        </Button>
      </Box>
    </Paper>
  );
}
