import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  searchLocationLimit,
  textLimitError,
  type IsoDate,
  type SearchResultsQuery,
} from '@wayfare/domain';
import { GuestPicker, StayDatesPicker } from '@wayfare/ui';
import { useRef, useState, type FormEvent } from 'react';
import { searchGuestsOf, withSearchGuests } from './searchPageState';

export interface SearchBarProps {
  readonly value: SearchResultsQuery;
  readonly onSearch: (next: SearchResultsQuery) => void;
  readonly today: IsoDate;
}

/** The search bar (spec: platform §1 "searches homes by place, dates and guests"): nothing is searched until Search. */
export function SearchBar({ value, onSearch, today }: SearchBarProps) {
  const [draft, setDraft] = useState(value);
  const [dates, setDates] = useState<{ from?: IsoDate; until?: IsoDate }>({
    from: value.fromDate,
    until: value.untilDate,
  });
  const locationRef = useRef<HTMLInputElement>(null);
  // A place over its limit says so as soon as it is typed, and is not searched.
  const locationTooLong = textLimitError(draft.locationName ?? '', searchLocationLimit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locationTooLong !== undefined) {
      locationRef.current?.focus();
      return;
    }
    onSearch({ ...draft, locationName: draft.locationName?.trim() || undefined });
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Search vacation rentals"
      onSubmit={submit}
      elevation={2}
      sx={{ p: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          label="Where"
          placeholder="City, region or property"
          value={draft.locationName ?? ''}
          onChange={(event) => setDraft({ ...draft, locationName: event.target.value })}
          autoComplete="off"
          error={locationTooLong !== undefined}
          helperText={locationTooLong}
          inputRef={locationRef}
          slotProps={{ htmlInput: { 'data-search-location': true } }}
        />
        <StayDatesPicker
          value={dates}
          onChange={setDates}
          onDone={(stay) => setDraft({ ...draft, fromDate: stay.from, untilDate: stay.until })}
          today={today}
        />
        <GuestPicker
          value={searchGuestsOf(draft)}
          onChange={(guests) => setDraft(withSearchGuests(draft, guests))}
        />
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
