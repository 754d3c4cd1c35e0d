import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { canConfirmStayDates, pickStayDay, stayDatesSummary } from '@wayfare/domain';
import { useId } from 'react';
import { PickerSurface } from '../picker/PickerSurface';
import { StayDatesCalendar } from './StayDatesCalendar';
import type { StayDatesPickerProps } from './StayDatesPicker';

export interface StayDatesPopupProps extends Pick<
  StayDatesPickerProps,
  'value' | 'onChange' | 'today' | 'calendar' | 'loading'
> {
  readonly open: boolean;
  readonly anchor: HTMLElement | null;
  readonly title: string;
  readonly onClose: () => void;
  /** Done, with both dates set. */
  readonly onDone: () => void;
}

const doneLabel = 'Done';
const clearLabel = 'Clear';

/**
 * The stay-dates picker's popup, loaded when the field is first wanted: two months in a popover
 * on desktop, one month in a full-screen dialog on mobile, with the chosen stay, Clear and Done.
 */
export function StayDatesPopup({
  open,
  anchor,
  title,
  onClose,
  onDone,
  value,
  onChange,
  today,
  calendar,
  loading = false,
}: StayDatesPopupProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const summaryId = useId();
  const { from, until } = value;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <PickerSurface
        open={open}
        onClose={onClose}
        anchorEl={anchor}
        title={title}
        fullScreen={isMobile}
      >
        <StayDatesCalendar
          value={value}
          onPick={(date) => onChange(pickStayDay(date, value))}
          today={today}
          calendar={calendar}
          loading={loading}
          months={isMobile ? 1 : 2}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            mt: isMobile ? 'auto' : 0,
          }}
        >
          <Typography id={summaryId} sx={{ flexGrow: 1, fontWeight: 600 }}>
            {stayDatesSummary(value)}
          </Typography>
          <Button variant="text" onClick={() => onChange({})} disabled={from === undefined}>
            {clearLabel}
          </Button>
          <Button
            variant="contained"
            onClick={onDone}
            disabled={!canConfirmStayDates(from, until)}
            aria-describedby={summaryId}
          >
            {doneLabel}
          </Button>
        </Stack>
      </PickerSurface>
    </LocalizationProvider>
  );
}
