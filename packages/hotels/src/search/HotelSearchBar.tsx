import {
  listingLayout,
  searchLocationLimit,
  textLimitError,
  type IsoDate,
  type StaysAvailabilityQuery,
} from '@wayfare/domain';
import { GuestPicker, SearchForm } from '@wayfare/ui';
import { useRef, useState } from 'react';
import { DestinationField } from './DestinationField';
import { hotelGuestsOf, withHotelGuests } from './hotelGuests';
import { hotelSearchTexts } from './hotelSearchTexts';

export interface HotelSearchBarProps {
  readonly value: StaysAvailabilityQuery;
  readonly onSearch: (next: StaysAvailabilityQuery) => void;
  readonly today: IsoDate;
  /** The form's accessible name: "Search hotels" unless a collection's tab names it. */
  readonly label?: string;
}

/**
 * The hotel search (spec: platform §2 /stays/availability/): a destination, the dates, the guests
 * in their rooms. Nothing is searched until Search, and not without a destination.
 */
export function HotelSearchBar({
  value,
  onSearch,
  today,
  label = hotelSearchTexts.formLabel(),
}: HotelSearchBarProps) {
  const [draft, setDraft] = useState(value);
  const [searchPressed, setSearchPressed] = useState(false);
  const destinationRef = useRef<HTMLInputElement>(null);
  const placeTerm = draft.placeTerm?.trim() ?? '';
  // A place over its limit says so as soon as it is typed; a missing one once Search is pressed.
  const destinationError =
    textLimitError(draft.placeTerm ?? '', searchLocationLimit) ??
    (searchPressed && placeTerm === '' ? hotelSearchTexts.destinationMissing : undefined);
  const search = () => {
    setSearchPressed(true);
    if (placeTerm === '' || destinationError !== undefined) {
      destinationRef.current?.focus();
      return;
    }
    onSearch({ ...draft, placeTerm });
  };
  return (
    <SearchForm
      label={label}
      place={
        <DestinationField
          value={draft.placeTerm ?? ''}
          onChange={(typed) => setDraft((current) => ({ ...current, placeTerm: typed }))}
          error={destinationError}
          inputRef={destinationRef}
        />
      }
      defaultStayDates={{ from: value.fromDate, until: value.untilDate }}
      onStayDatesChange={(stay) =>
        setDraft((current) => ({ ...current, fromDate: stay.from, untilDate: stay.until }))
      }
      guests={
        <GuestPicker
          value={hotelGuestsOf(draft)}
          onChange={(guests) => setDraft((current) => withHotelGuests(current, guests))}
          showRooms
          showPets={false}
          popupWidth={listingLayout.occupancyPopupWidth.default}
        />
      }
      today={today}
      onSearch={search}
    />
  );
}
