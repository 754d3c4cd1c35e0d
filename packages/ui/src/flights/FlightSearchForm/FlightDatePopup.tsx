import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { calendarWindow, isoDateFormat, type IsoDate } from '@wayfare/domain';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { PickerSurface } from '../../picker/PickerSurface';

export interface FlightDatePopupProps {
  /** Whether it shows. */
  readonly open: boolean;
  /** The field it opens under on desktop. */
  readonly anchor: HTMLElement | null;
  /** Names the dialog: the field's label. */
  readonly title: string;
  /** Escape, a click outside, or Close on mobile. */
  readonly onClose: () => void;
  /** The day the leg flies, selected and focused when the calendar opens. */
  readonly value: IsoDate;
  /** A day picked. */
  readonly onPick: (date: IsoDate) => void;
  /** Today: the first day offered; the last is a year on (platform §9's calendar window). */
  readonly today: IsoDate;
}

/**
 * The date field's calendar, loaded when the field is first wanted: one month on DateCalendar
 * (arrow keys move the day, Page Up and Page Down the month, Enter picks), days before today and
 * past the window not offered.
 */
export function FlightDatePopup({
  open,
  anchor,
  title,
  onClose,
  value,
  onPick,
  today,
}: FlightDatePopupProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <PickerSurface
        open={open}
        onClose={onClose}
        anchorEl={anchor}
        title={title}
        fullScreen={isMobile}
      >
        <LegCalendar value={value} onPick={onPick} today={today} />
      </PickerSurface>
    </LocalizationProvider>
  );
}

/**
 * The month of the leg's day. It opens with the focus on that day, as a date picker's dialog does
 * (WAI-ARIA APG), so the arrow keys move from it at once.
 */
function LegCalendar({
  value,
  onPick,
  today,
}: Pick<FlightDatePopupProps, 'value' | 'onPick' | 'today'>) {
  const root = useRef<HTMLDivElement>(null);
  const days = calendarWindow(today);
  useEffect(() => {
    // The grid's one tab stop is the chosen day, or the first day that can be picked.
    root.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, []);
  return (
    <Box ref={root}>
      <DateCalendar
        value={dayjs(value)}
        onChange={(picked: dayjs.Dayjs | null) => {
          if (picked) onPick(picked.format(isoDateFormat));
        }}
        minDate={dayjs(days.from)}
        maxDate={dayjs(days.until)}
        views={['day']}
        reduceAnimations
        sx={{ width: 320, height: 'auto', maxHeight: 'none', m: { xs: '0 auto', md: 0 } }}
      />
    </Box>
  );
}
