import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { alpha } from '@mui/material/styles';
import {
  isoDateFormat,
  longDateText,
  unselectableDayTexts,
  type DayChoice,
  type IsoDate,
  type StayDatesDraft,
} from '@wayfare/domain';
import { createContext, useContext } from 'react';

/** What every day of the stay-dates calendars needs to know and to report. */
export interface StayDayContextValue {
  readonly value: StayDatesDraft;
  readonly today: IsoDate;
  readonly choiceOf: (date: IsoDate) => DayChoice;
  /** A day that cannot be picked was tried (clicked, Enter or Space). */
  readonly onTry: (date: IsoDate) => void;
  /** A day was reached by focus or pointed at by the mouse. */
  readonly onPoint: (date: IsoDate, by: 'focus' | 'hover') => void;
  readonly onLeave: (date: IsoDate) => void;
  /** Moves focus for a navigation key; false for any other key. */
  readonly onNavigationKey: (date: IsoDate, key: string) => boolean;
}

export const StayDayContext = createContext<StayDayContextValue | null>(null);

function useStayDay(): StayDayContextValue {
  const context = useContext(StayDayContext);
  if (!context) throw new Error('StayDay renders only inside StayDatesCalendar.');
  return context;
}

/**
 * One day of the stay-dates calendars (DateCalendar's `day` slot). A day that cannot be picked
 * stays focusable and hoverable (aria-disabled rather than disabled) so the picker can say why,
 * and its accessible name carries the reason. The check-in and check-out are selected and the
 * nights between are highlighted: the range DateCalendar itself cannot show.
 */
export function StayDay({
  day,
  onKeyDown,
  onFocus,
  onMouseEnter,
  onDaySelect,
  disabled: _disabledByCalendar,
  selected: _selectedByCalendar,
  today: _todayByClock,
  outsideCurrentMonth,
  // The day's looks are the range's; DateCalendar passes none of its own.
  sx: _sx,
  ...other
}: PickerDayProps) {
  const context = useStayDay();
  const date = day.format(isoDateFormat);
  const choice = context.choiceOf(date);
  const { from, until } = context.value;
  const isFrom = date === from;
  const isUntil = date === until;
  const isBetween = from !== undefined && until !== undefined && date > from && date < until;
  const isToday = date === context.today;
  const name = [
    longDateText(date),
    ...(isFrom ? ['check-in'] : []),
    ...(isUntil ? ['check-out'] : []),
    ...(choice.selectable ? [] : [unselectableDayTexts[choice.reason]]),
  ].join(', ');

  return (
    <PickerDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      // The calendar's own "today" reads the clock; the picker's comes from its props.
      today={isToday}
      aria-current={isToday ? 'date' : undefined}
      disableHighlightToday={false}
      selected={isFrom || isUntil}
      aria-selected={isFrom || isUntil || isBetween}
      disabled={false}
      aria-disabled={!choice.selectable}
      aria-label={outsideCurrentMonth ? undefined : name}
      data-date={date}
      data-range={isFrom ? 'from' : isUntil ? 'until' : isBetween ? 'between' : undefined}
      onKeyDown={(event, pickerDay) => {
        if (context.onNavigationKey(date, event.key)) {
          event.preventDefault();
          return;
        }
        if ((event.key === 'Enter' || event.key === ' ') && !choice.selectable) {
          event.preventDefault();
          context.onTry(date);
          return;
        }
        onKeyDown?.(event, pickerDay);
      }}
      onFocus={(event, pickerDay) => {
        onFocus?.(event, pickerDay);
        context.onPoint(date, 'focus');
      }}
      onMouseEnter={(event, pickerDay) => {
        onMouseEnter?.(event, pickerDay);
        context.onPoint(date, 'hover');
      }}
      onMouseLeave={() => context.onLeave(date)}
      onDaySelect={(pickerDay) => {
        if (choice.selectable) onDaySelect(pickerDay);
        else context.onTry(date);
      }}
      sx={(theme) => ({
        // The check-in stays drawn as chosen, though it cannot also be the check-out.
        '&[aria-disabled="true"]:not(.Mui-selected)': { color: theme.palette.text.disabled },
        '&[aria-disabled="true"]:hover': { backgroundColor: 'transparent' },
        '&[data-range="between"]': {
          borderRadius: 0,
          backgroundColor: alpha(theme.palette.primary.main, 0.12),
          color: theme.palette.text.primary,
        },
        '&.Mui-focusVisible, &:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 1,
        },
      })}
    />
  );
}
