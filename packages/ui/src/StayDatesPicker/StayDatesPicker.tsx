import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import {
  stayDatesSummary,
  type CalendarDay,
  type IsoDate,
  type StayDates,
  type StayDatesDraft,
} from '@wayfare/domain';
import { lazy, Suspense } from 'react';
import { PickerField } from '../picker/PickerField';
import { usePopupOnDemand } from '../popupOnDemand';

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

// The field is on every search; its popup (the calendar, MUI X's pickers, the popover or dialog)
// loads when the pointer or the focus comes to the field, at the latest when it opens.
const loadPopup = () => import('./StayDatesPopup');
const StayDatesPopup = lazy(async () => ({ default: (await loadPopup()).StayDatesPopup }));

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
  loading,
  label = 'Dates',
}: StayDatesPickerProps) {
  const popup = usePopupOnDemand<HTMLButtonElement>();
  const { from, until } = value;

  const done = () => {
    if (from === undefined || until === undefined) return;
    onDone({ from, until });
    popup.close();
  };

  return (
    <>
      <PickerField
        label={label}
        summary={stayDatesSummary(value)}
        icon={<CalendarMonthOutlined />}
        expanded={popup.open}
        onOpen={popup.openAt}
        onPreload={() => void loadPopup()}
      />
      {popup.mounted && (
        <Suspense fallback={null}>
          <StayDatesPopup
            open={popup.open}
            anchor={popup.anchor}
            title={label}
            onClose={popup.close}
            onDone={done}
            value={value}
            onChange={onChange}
            today={today}
            calendar={calendar}
            loading={loading}
          />
        </Suspense>
      )}
    </>
  );
}
