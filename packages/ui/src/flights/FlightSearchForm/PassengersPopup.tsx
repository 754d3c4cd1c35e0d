import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  flightPassengerProblems,
  flightPassengerTotal,
  flightSearchProblemTexts,
  listingLayout,
  maxFlightPassengers,
  type FlightPassengerCounts,
} from '@wayfare/domain';
import { Fragment } from 'react';
import { CountStepper } from '../../picker/CountStepper';
import { PickerSurface } from '../../picker/PickerSurface';
import { flightPassengerCountKeys, flightSearchFormTexts } from './flightSearchFormTexts';

export interface PassengersPopupProps {
  /** Whether it shows. */
  readonly open: boolean;
  /** The field it opens under on desktop. */
  readonly anchor: HTMLElement | null;
  /** Done, Escape, a click outside, or Close on mobile. */
  readonly onClose: () => void;
  /** Who flies. */
  readonly value: FlightPassengerCounts;
  /** Every change of a count. */
  readonly onChange: (value: FlightPassengerCounts) => void;
}

/**
 * The passengers picker's popup, loaded when the field is first wanted: a stepper for adults,
 * children, seated infants and infants on lap. Adding stops at `maxFlightPassengers`; what is
 * wrong with the counts (products §5 NoAdultPassenger, TooManyLapInfants) is said as it happens.
 */
export function PassengersPopup({ open, anchor, onClose, value, onChange }: PassengersPopupProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const canAdd = flightPassengerTotal(value) < maxFlightPassengers;
  // At the maximum, adding stops and says why; the counts' own problems otherwise.
  const notices = [
    ...flightPassengerProblems(value),
    ...(canAdd ? [] : (['TooManyPassengers'] as const)),
  ];
  return (
    <PickerSurface
      open={open}
      onClose={onClose}
      anchorEl={anchor}
      title={flightSearchFormTexts.passengers}
      fullScreen={isMobile}
      width={listingLayout.occupancyPopupWidth.default}
    >
      <Box sx={{ px: 2, pt: 1, flexGrow: isMobile ? 1 : 0 }}>
        {flightPassengerCountKeys.map((count, index) => (
          <Fragment key={count}>
            {index > 0 && <Divider />}
            <CountStepper
              texts={flightSearchFormTexts.passengerCounts[count]}
              value={value[count]}
              min={0}
              canAdd={canAdd}
              onChange={(next) => onChange({ ...value, [count]: next })}
            />
          </Fragment>
        ))}
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ minHeight: '1.5em' }}
        >
          {[...new Set(notices)].map((kind) => flightSearchProblemTexts[kind]).join(' ')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 1.5 }}>
        <Button variant="contained" onClick={onClose} fullWidth={isMobile}>
          {flightSearchFormTexts.done}
        </Button>
      </Box>
    </PickerSurface>
  );
}
