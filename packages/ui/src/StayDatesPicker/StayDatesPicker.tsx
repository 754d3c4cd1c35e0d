import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  canConfirmStayDates,
  pickStayDay,
  stayDatesSummary,
  type CalendarDay,
  type IsoDate,
  type StayDates,
  type StayDatesDraft,
} from '@wayfare/domain';
import { useId, useState } from 'react';
import { PickerSurface } from './PickerSurface';
import { StayDatesCalendar } from './StayDatesCalendar';

export interface StayDatesPickerProps {
  /** The stay being chosen: nothing yet, the check-in only, or both dates. */
  readonly value: StayDatesDraft;
  /** Every pick and every Clear: the first pick sets the check-in, the second the check-out. */
  readonly onChange: (value: StayDatesDraft) => void;
  /** Done, with both dates set; the picker closes. */
  readonly onDone: (value: StayDates) => void;
  /** Today where the traveller is (`todayIn` of @wayfare/domain); the picker never reads the clock. */
  readonly today: IsoDate;
  /** The listing's availability; without it only the window applies. */
  readonly calendar?: readonly CalendarDay[];
  /** Availability is not known yet: a progress bar shows and only the window applies. */
  readonly loading?: boolean;
  /** The field's label. */
  readonly label?: string;
}

const doneLabel = 'Done';
const clearLabel = 'Clear';

/**
 * The stay-dates field and its range picker (spec: platform §2 listing "date picker", §5 Dates,
 * §9 calendar window): a button with the chosen dates that opens two months in a popover on
 * desktop, or one month in a full-screen dialog on mobile. Days outside today to one year ahead
 * and days the calendar blocks cannot be picked, and the picker says why. Done stays disabled
 * until both dates are set.
 */
export function StayDatesPicker({
  value,
  onChange,
  onDone,
  today,
  calendar,
  loading = false,
  label = 'Dates',
}: StayDatesPickerProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<HTMLButtonElement | null>(null);
  const summaryId = useId();

  const { from, until } = value;
  const summary = stayDatesSummary(value);

  const done = () => {
    if (from === undefined || until === undefined) return;
    onDone({ from, until });
    setOpen(false);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <Button
        ref={setField}
        variant="outlined"
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        startIcon={<CalendarMonthOutlined />}
        sx={{ justifyContent: 'flex-start', textAlign: 'left', width: '100%', py: 1 }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography component="span" variant="caption" color="text.secondary">
            {label}
          </Typography>
          {/* Keeps the label and the dates apart in the button's name: "Dates Jul 2 – Jul 4, …". */}{' '}
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
            {summary}
          </Typography>
          <Button variant="text" onClick={() => onChange({})} disabled={from === undefined}>
            {clearLabel}
          </Button>
          <Button
            variant="contained"
            onClick={done}
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
