import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import type { IsoDate } from '@wayfare/domain';
import { lazy, Suspense } from 'react';
import { PickerField } from '../../picker/PickerField';
import { usePopupOnDemand } from '../../popupOnDemand';
import { flightSearchFormTexts } from './flightSearchFormTexts';

export interface FlightDateFieldProps {
  /** The field's name: "Depart", "Return". */
  readonly label: string;
  /** The day the leg flies. */
  readonly value: IsoDate;
  /** A day picked on the calendar; the calendar closes. */
  readonly onChange: (date: IsoDate) => void;
  /** Today where the traveller is: the first day the calendar offers. */
  readonly today: IsoDate;
  /** The button's id, so that the form can focus it. */
  readonly id: string;
  /** Drawn in the error colour; what `describedBy` names says what is wrong. */
  readonly invalid: boolean;
  /** The id of the problem under the field, while there is one. */
  readonly describedBy: string | undefined;
}

// The calendar (MUI X's DateCalendar, the popover or dialog) loads when the pointer or the focus
// comes to the field, at the latest when it opens, as the stay-dates picker's does.
const loadPopup = () => import('./FlightDatePopup');
const FlightDatePopup = lazy(async () => ({ default: (await loadPopup()).FlightDatePopup }));

/**
 * The day of one leg: a button with the day ("Depart Wed, Jul 15") that opens a month's calendar
 * in a popover on desktop or a full-screen dialog on mobile. Picking a day closes it.
 */
export function FlightDateField({
  label,
  value,
  onChange,
  today,
  id,
  invalid,
  describedBy,
}: FlightDateFieldProps) {
  const popup = usePopupOnDemand<HTMLButtonElement>();
  return (
    <>
      <PickerField
        id={id}
        label={label}
        summary={flightSearchFormTexts.date(value)}
        icon={<CalendarMonthOutlined />}
        expanded={popup.open}
        onOpen={popup.openAt}
        onPreload={() => void loadPopup()}
        invalid={invalid}
        describedBy={describedBy}
      />
      {popup.mounted && (
        <Suspense fallback={null}>
          <FlightDatePopup
            open={popup.open}
            anchor={popup.anchor}
            title={label}
            onClose={popup.close}
            value={value}
            onPick={(date) => {
              onChange(date);
              popup.close();
            }}
            today={today}
          />
        </Suspense>
      )}
    </>
  );
}
