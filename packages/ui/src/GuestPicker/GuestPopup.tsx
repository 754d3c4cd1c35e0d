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
  guestPickerTexts,
  maxGuests,
  maximumGuestsText,
} from '@wayfare/domain';
import { CountStepper } from '../picker/CountStepper';
import { PickerSurface } from '../picker/PickerSurface';
import { ChildAges } from './ChildAges';
import type { GuestPickerProps } from './GuestPicker';
import { PetsInfo } from './PetsInfo';

export interface GuestPopupProps extends Pick<
  GuestPickerProps,
  'value' | 'onChange' | 'maxOccupancy' | 'popupWidth'
> {
  readonly open: boolean;
  readonly anchor: HTMLElement | null;
  readonly title: string;
  readonly onClose: () => void;
  readonly showRooms: boolean;
  readonly showPets: boolean;
}

const doneLabel = 'Done';

/**
 * The guest picker's popup, loaded when the field is first wanted: steppers for adults, children
 * (each with an age), pets and rooms, in a popover on desktop and a full-screen dialog on mobile.
 */
export function GuestPopup({
  open,
  anchor,
  title,
  onClose,
  value,
  onChange,
  maxOccupancy,
  showRooms,
  showPets,
  popupWidth,
}: GuestPopupProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const canAdd = canAddGuest(value, maxOccupancy);
  const childAges = value.children.map((child) => child.age);

  const setChildAges = (ages: readonly number[]) =>
    onChange({ ...value, children: ages.map((age) => ({ age })) });

  return (
    <PickerSurface
      open={open}
      onClose={onClose}
      anchorEl={anchor}
      title={title}
      fullScreen={isMobile}
      width={popupWidth}
    >
      <Box sx={{ px: 2, pt: 1, flexGrow: isMobile ? 1 : 0 }}>
        <CountStepper
          texts={guestPickerTexts.adults}
          value={value.adultsCount}
          min={guestLimits.minAdults}
          canAdd={canAdd}
          onChange={(adultsCount) => onChange({ ...value, adultsCount })}
        />
        <Divider />
        <CountStepper
          texts={guestPickerTexts.children}
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
        </CountStepper>
        {showPets && (
          <>
            <Divider />
            <CountStepper
              texts={guestPickerTexts.pets}
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
            <CountStepper
              texts={guestPickerTexts.rooms}
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
        <Button variant="contained" onClick={onClose} fullWidth={isMobile}>
          {doneLabel}
        </Button>
      </Box>
    </PickerSurface>
  );
}
