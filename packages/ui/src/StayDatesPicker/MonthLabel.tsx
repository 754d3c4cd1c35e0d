import Typography from '@mui/material/Typography';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

/**
 * DateCalendar's header slot: only the month's name, which labels the grid. The picker moves
 * both months together with its own buttons, outside the calendars, so they keep focus when the
 * months change.
 */
export function MonthLabel({ currentMonth, labelId }: PickersCalendarHeaderProps) {
  return (
    <Typography
      id={labelId}
      component="p"
      variant="subtitle1"
      sx={{ fontWeight: 600, textAlign: 'center', lineHeight: '40px', mb: 0.5 }}
    >
      {currentMonth.format('MMMM YYYY')}
    </Typography>
  );
}
