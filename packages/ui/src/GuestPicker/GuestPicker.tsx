import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  canAddGuest,
  canAddRoom,
  guestLimits,
  guestsSummary,
  listingLayout,
  maxGuests,
  maximumGuestsText,
  type Guests,
} from '@wayfare/domain';
import { useState } from 'react';
import { PickerSurface } from '../StayDatesPicker/PickerSurface';
import { ChildAges } from './ChildAges';
import { GuestStepper } from './GuestStepper';
import { PetsInfo } from './PetsInfo';

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

const doneLabel = 'Done';

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
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<HTMLButtonElement | null>(null);
  const summary = guestsSummary(value);
  const canAdd = canAddGuest(value, maxOccupancy);
  const childAges = value.children.map((child) => child.age);

  const setChildAges = (ages: readonly number[]) =>
    onChange({ ...value, children: ages.map((age) => ({ age })) });

  return (
    <>
      <Button
        ref={setField}
        variant="outlined"
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        startIcon={<PersonOutlineRounded />}
        sx={{ justifyContent: 'flex-start', textAlign: 'left', width: '100%', py: 1 }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography component="span" variant="caption" color="text.secondary">
            {label}
          </Typography>
          {/* Keeps the label and the summary apart in the button's name: "Guests 2 guests". */}{' '}
          <Typography component="span" variant="body1" sx={{ fontWeight: 600 }}>
            {summary}
          </Typography>
        </Box>
      </Button>
      <PickerSurface
        open={open}
        onClose={() => setOpen(false)}
        anchorEl={field}
        title={label}
        fullScreen={isMobile}
        width={popupWidth}
      >
        <Box sx={{ px: 2, pt: 1, flexGrow: isMobile ? 1 : 0 }}>
          <GuestStepper
            count="adults"
            value={value.adultsCount}
            min={guestLimits.minAdults}
            canAdd={canAdd}
            onChange={(adultsCount) => onChange({ ...value, adultsCount })}
          />
          <Divider />
          <GuestStepper
            count="children"
            value={value.children.length}
            min={0}
            canAdd={canAdd}
            onChange={(count) =>
              setChildAges(
                count > childAges.length
                  ? [...childAges, guestLimits.storedChildAge]
                  : childAges.slice(0, count),
              )
            }
          >
            <ChildAges ages={childAges} onChange={setChildAges} />
          </GuestStepper>
          {showPets && (
            <>
              <Divider />
              <GuestStepper
                count="pets"
                value={value.petsCount}
                min={0}
                canAdd
                onChange={(petsCount) => onChange({ ...value, petsCount })}
                titleAdornment={<PetsInfo />}
              />
            </>
          )}
          {showRooms && (
            <>
              <Divider />
              <GuestStepper
                count="rooms"
                value={value.roomsCount}
                min={1}
                canAdd={canAddRoom(value.roomsCount)}
                onChange={(roomsCount) => onChange({ ...value, roomsCount })}
              />
            </>
          )}
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ minHeight: '1.5em' }}
          >
            {canAdd ? '' : maximumGuestsText(maxGuests(maxOccupancy))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 1.5 }}>
          <Button variant="contained" onClick={() => setOpen(false)} fullWidth={isMobile}>
            {doneLabel}
          </Button>
        </Box>
      </PickerSurface>
    </>
  );
}
