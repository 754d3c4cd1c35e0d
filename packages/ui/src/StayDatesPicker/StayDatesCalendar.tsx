import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import {
  isoDateFormat,
  stayDayChoice,
  unselectableDayTexts,
  type CalendarDay,
  type IsoDate,
  type StayDatesDraft,
  type UnselectableDayReason,
} from '@wayfare/domain';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MonthLabel } from './MonthLabel';
import { StayDay, StayDayContext, type StayDayContextValue } from './StayDay';
import {
  addMonths,
  firstMonthShowing,
  daysOfMonths,
  isInMonthRange,
  keyTarget,
  monthOf,
  monthRange,
} from './stayDayNavigation';

export interface StayDatesCalendarProps {
  readonly value: StayDatesDraft;
  /** A day that can be picked was picked. */
  readonly onPick: (date: IsoDate) => void;
  readonly today: IsoDate;
  readonly calendar?: readonly CalendarDay[];
  readonly loading: boolean;
  /** Two months side by side on desktop, one on mobile. */
  readonly months: 1 | 2;
}

interface Notice {
  readonly date: IsoDate;
  readonly reason: UnselectableDayReason;
  readonly by: 'focus' | 'hover' | 'try';
}

const previousMonthLabel = 'Previous month';
const nextMonthLabel = 'Next month';
const loadingLabel = 'Loading availability';

/**
 * The months of the stay-dates picker, built on DateCalendar: one calendar per month, moved
 * together, with the range drawn by the `day` slot and a line that says why a day cannot be
 * picked (spec: platform §5 Dates).
 */
export function StayDatesCalendar({
  value,
  onPick,
  today,
  calendar,
  loading,
  months,
}: StayDatesCalendarProps) {
  // Where focus lands when the picker opens: the check-in, or today when there is none or it is
  // in a month the picker no longer shows.
  const [initialFocus] = useState(
    value.from !== undefined && isInMonthRange(value.from, today) ? value.from : today,
  );
  const [firstMonth, setFirstMonth] = useState(() =>
    firstMonthShowing(initialFocus, monthOf(initialFocus), months, today),
  );
  const [notice, setNotice] = useState<Notice>();
  const rootRef = useRef<HTMLDivElement>(null);
  // A day to focus once the months it is in are shown; the first is where the picker opens.
  const pendingFocus = useRef<IsoDate | undefined>(initialFocus);

  const shownMonths = Array.from({ length: months }, (_, index) => addMonths(firstMonth, index));
  const range = monthRange(today);

  // While availability is unknown only the window applies (calendar/loading). The shown days'
  // choices are worked out once per change, not once per day per render.
  const choiceOf = useMemo(() => {
    const context = { today, calendar: loading ? undefined : calendar };
    const shown = new Map(
      daysOfMonths(firstMonth, months).map((date) => [date, stayDayChoice(date, value, context)]),
    );
    return (date: IsoDate) => shown.get(date) ?? stayDayChoice(date, value, context);
  }, [today, calendar, loading, value, firstMonth, months]);

  const focusDay = (date: IsoDate) =>
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();

  useEffect(() => {
    if (pendingFocus.current === undefined) return;
    focusDay(pendingFocus.current);
    pendingFocus.current = undefined;
  }, [firstMonth]);

  const showMonthsWith = (target: IsoDate) => {
    const next = firstMonthShowing(target, firstMonth, months, today);
    if (next === firstMonth) {
      focusDay(target);
    } else {
      pendingFocus.current = target;
      setFirstMonth(next);
    }
  };

  const dayContext: StayDayContextValue = {
    value,
    today,
    choiceOf,
    onTry: (date) => {
      const choice = choiceOf(date);
      if (!choice.selectable) setNotice({ date, reason: choice.reason, by: 'try' });
    },
    onPoint: (date, by) => {
      const choice = choiceOf(date);
      if (choice.selectable) setNotice(undefined);
      else setNotice({ date, reason: choice.reason, by });
    },
    onLeave: (date) => {
      setNotice((current) =>
        current?.by === 'hover' && current.date === date ? undefined : current,
      );
    },
    onNavigationKey: (date, key) => {
      const target = keyTarget(date, key);
      if (target === undefined) return false;
      if (isInMonthRange(target, today)) showMonthsWith(target);
      return true;
    },
  };

  const pick = (picked: dayjs.Dayjs | null) => {
    if (!picked) return;
    const date = picked.format(isoDateFormat);
    const choice = choiceOf(date);
    if (choice.selectable) {
      setNotice(undefined);
      onPick(date);
    } else {
      setNotice({ date, reason: choice.reason, by: 'try' });
    }
  };

  return (
    <Box ref={rootRef} sx={{ position: 'relative' }}>
      {loading && (
        <LinearProgress
          aria-label={loadingLabel}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <IconButton
        aria-label={previousMonthLabel}
        disabled={firstMonth <= range.first}
        onClick={() => setFirstMonth(addMonths(firstMonth, -1))}
        sx={{ position: 'absolute', top: 8, left: 4, zIndex: 1 }}
      >
        <ChevronLeftRounded />
      </IconButton>
      <IconButton
        aria-label={nextMonthLabel}
        disabled={addMonths(firstMonth, months - 1) >= range.last}
        onClick={() => setFirstMonth(addMonths(firstMonth, 1))}
        sx={{ position: 'absolute', top: 8, right: 4, zIndex: 1 }}
      >
        <ChevronRightRounded />
      </IconButton>
      <StayDayContext.Provider value={dayContext}>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, pt: 1 }}>
          {shownMonths.map((month) => (
            <StayMonth
              key={month}
              month={month}
              initialFocus={initialFocus}
              onChange={pick}
              isDisabled={(date) => !choiceOf(date).selectable}
            />
          ))}
        </Box>
      </StayDayContext.Provider>
      <Typography
        role="status"
        variant="body2"
        sx={{ minHeight: '1.5em', px: 2, pb: 1, textAlign: 'center', color: 'text.secondary' }}
      >
        {notice ? unselectableDayTexts[notice.reason] : ''}
      </Typography>
    </Box>
  );
}

interface StayMonthProps {
  /** The month's first day. */
  readonly month: IsoDate;
  readonly initialFocus: IsoDate;
  readonly onChange: (picked: dayjs.Dayjs | null) => void;
  readonly isDisabled: (date: IsoDate) => boolean;
}

/** One month: a DateCalendar that never moves by itself (the picker moves the months). */
function StayMonth({ month, initialFocus, onChange, isDisabled }: StayMonthProps) {
  const focusHere = monthOf(initialFocus) === month;
  // The calendar's tab stop: the day that opens focused, or the month's first day.
  const referenceDate = useMemo(
    () => dayjs(focusHere ? initialFocus : month, isoDateFormat, true),
    [focusHere, initialFocus, month],
  );
  return (
    <DateCalendar
      value={null}
      onChange={onChange}
      referenceDate={referenceDate}
      views={['day']}
      reduceAnimations
      fixedWeekNumber={6}
      shouldDisableDate={(day) => isDisabled(day.format(isoDateFormat))}
      slots={{ day: StayDay, calendarHeader: MonthLabel }}
      sx={{ width: 320, height: 'auto', maxHeight: 'none', m: 0 }}
    />
  );
}
