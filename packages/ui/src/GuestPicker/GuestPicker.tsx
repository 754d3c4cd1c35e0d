import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { guestsSummary, listingLayout, type Guests } from '@wayfare/domain';
import { lazy, Suspense } from 'react';
import { PickerField } from '../picker/PickerField';
import { usePopupOnDemand } from '../popupOnDemand';

export interface GuestPickerProps {
  /** Who is travelling: adults, each child's age, pets and rooms. */
  readonly value: Guests;
  /** Every change of a count or of a child's age. */
  readonly onChange: (value: Guests) => void;
  /** The listing's maximum guests, children counted; 16 when the listing gives none. */
  readonly maxOccupancy?: number;
  /** Shows the rooms count; vacation rentals hide it. */
  readonly showRooms?: boolean;
  /** Shows the pets count and its info tooltip. */
  readonly showPets?: boolean;
  /** The desktop popup's width in pixels (spec: platform §9: 340, 380 for vacation rentals). */
  readonly popupWidth?: number;
  /** The field's label. */
  readonly label?: string;
}

// The field is on every search; its popup (steppers, the ages' selects, the pets' tooltip, the
// popover or dialog) loads when the pointer or the focus comes to the field, at the latest when
// it opens.
const loadPopup = () => import('./GuestPopup');
const GuestPopup = lazy(async () => ({ default: (await loadPopup()).GuestPopup }));

/**
 * The guest picker, the occupancy popup of the listing page (spec: platform §2; rules §5; sizes
 * §9): a button with the guests summary that opens steppers for adults, children (each with an
 * age), pets and rooms, in a popover on desktop and a full-screen dialog on mobile. Adding stops
 * at the maximum, children counted.
 */
export function GuestPicker({
  value,
  onChange,
  maxOccupancy,
  showRooms = false,
  showPets = true,
  popupWidth = listingLayout.occupancyPopupWidth.vacationRentals,
  label = 'Guests',
}: GuestPickerProps) {
  const popup = usePopupOnDemand<HTMLButtonElement>();
  return (
    <>
      <PickerField
        label={label}
        summary={guestsSummary(value)}
        icon={<PersonOutlineRounded />}
        expanded={popup.open}
        onOpen={popup.openAt}
        onPreload={() => void loadPopup()}
      />
      {popup.mounted && (
        <Suspense fallback={null}>
          <GuestPopup
            open={popup.open}
            anchor={popup.anchor}
            title={label}
            onClose={popup.close}
            value={value}
            onChange={onChange}
            maxOccupancy={maxOccupancy}
            showRooms={showRooms}
            showPets={showPets}
            popupWidth={popupWidth}
          />
        </Suspense>
      )}
    </>
  );
}
