import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { useLodgingSuggestions } from '@wayfare/booking';
import { lodgingAutocompleteLimits, type LodgingSuggestion } from '@wayfare/domain';
import { useCallback, type Ref } from 'react';
import { hotelSearchTexts } from './hotelSearchTexts';
import { LodgingSuggestionOption } from './LodgingSuggestionOption';

export interface DestinationComboboxProps {
  /** The place to search, as typed or as a chosen suggestion starts it. */
  readonly value: string;
  readonly onChange: (placeTerm: string) => void;
  /** Why the place cannot be searched, shown under the field. */
  readonly error: string | undefined;
  readonly inputRef: Ref<HTMLInputElement>;
  /**
   * Focus the field as it mounts, its suggestions open: it takes the place of the plain field
   * the traveller is typing in (DestinationField).
   */
  readonly takesFocus?: boolean;
}

/** What a suggestion searches: its place term, or its label where it names lodgings by id. */
export function searchTermOf(suggestion: LodgingSuggestion): string {
  const selection = suggestion.lodgingSelection;
  return selection.searchType === 'Location' ? selection.placeTerm : suggestion.label;
}

/**
 * The hotel search's destination (spec: platform §7 autocomplete/lodging): a combobox that
 * suggests cities, neighbourhoods and hotels as the traveller types. Any text is a place too, so
 * choosing a suggestion only fills the field with the search it starts.
 */
export function DestinationCombobox({
  value,
  onChange,
  error,
  inputRef,
  takesFocus = false,
}: DestinationComboboxProps) {
  const suggestions = useLodgingSuggestions(value);
  // Focused as it mounts, it opens on what was typed (openOnFocus): the traveller asked for it.
  const focusWhenMounted = useCallback(
    (input: HTMLInputElement | null) => {
      if (takesFocus) input?.focus();
    },
    [takesFocus],
  );
  const fieldRef = useForkRef(inputRef, focusWhenMounted);
  // The last suggestions stay while the next load; below the minimum letters none are asked for,
  // and the last ones no longer fit what is typed.
  const asked = value.trim().length >= lodgingAutocompleteLimits.minimumQueryLength;
  return (
    <Autocomplete<LodgingSuggestion, false, false, true>
      freeSolo
      openOnFocus={takesFocus}
      options={asked ? (suggestions.data ?? []) : []}
      // The backend has matched them to what was typed.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : searchTermOf(option))}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      loading={asked && suggestions.isFetching}
      loadingText={hotelSearchTexts.suggestionsLoading}
      renderOption={({ key, ...optionProps }, suggestion) => (
        <LodgingSuggestionOption key={key} optionProps={optionProps} suggestion={suggestion} />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={hotelSearchTexts.destination}
          placeholder={hotelSearchTexts.destinationPlaceholder}
          error={error !== undefined}
          helperText={error}
          inputRef={fieldRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-search-location': true },
          }}
        />
      )}
    />
  );
}
