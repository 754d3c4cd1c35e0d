import {
  searchLocationLimit,
  textLimitError,
  type IsoDate,
  type SearchResultsQuery,
} from '@wayfare/domain';
import { GuestPicker, SearchForm, TextInputField } from '@wayfare/ui';
import { memo, useRef, useState } from 'react';
import { searchGuestsOf, withSearchGuests } from './searchPageState';

export interface SearchBarProps {
  readonly value: SearchResultsQuery;
  readonly onSearch: (next: SearchResultsQuery) => void;
  readonly today: IsoDate;
}

/**
 * The search bar (spec: platform §1 "searches homes by place, dates and guests"): nothing is
 * searched until Search. Memoized: the results under it re-render as their pages load, and its
 * fields (dates, guests) cost more than a page of cards.
 */
export const SearchBar = memo(function SearchBar({ value, onSearch, today }: SearchBarProps) {
  const [draft, setDraft] = useState(value);
  const locationRef = useRef<HTMLInputElement>(null);
  // A place over its limit says so as soon as it is typed, and is not searched.
  const locationTooLong = textLimitError(draft.locationName ?? '', searchLocationLimit);
  const search = () => {
    if (locationTooLong !== undefined) {
      locationRef.current?.focus();
      return;
    }
    onSearch({ ...draft, locationName: draft.locationName?.trim() || undefined });
  };
  return (
    <SearchForm
      label="Search vacation rentals"
      onSearch={search}
      today={today}
      defaultStayDates={{ from: value.fromDate, until: value.untilDate }}
      onStayDatesChange={(stay) =>
        setDraft({ ...draft, fromDate: stay.from, untilDate: stay.until })
      }
      place={
        <TextInputField
          label="Where"
          placeholder="City, region or property"
          value={draft.locationName ?? ''}
          onChange={(event) => setDraft({ ...draft, locationName: event.target.value })}
          autoComplete="off"
          error={locationTooLong !== undefined}
          helperText={locationTooLong}
          inputRef={locationRef}
          htmlInput={{ 'data-search-location': true }}
        />
      }
      guests={
        <GuestPicker
          value={searchGuestsOf(draft)}
          onChange={(guests) => setDraft(withSearchGuests(draft, guests))}
        />
      }
    />
  );
});
