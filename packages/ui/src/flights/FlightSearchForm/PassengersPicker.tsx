import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { flightPassengerTotal, type FlightPassengerCounts } from '@wayfare/domain';
import { lazy, Suspense } from 'react';
import { PickerField } from '../../picker/PickerField';
import { usePopupOnDemand } from '../../popupOnDemand';
import { flightSearchFormTexts } from './flightSearchFormTexts';

export interface PassengersPickerProps {
  /** Who flies, by passenger kind. */
  readonly value: FlightPassengerCounts;
  /** Every change of a count. */
  readonly onChange: (value: FlightPassengerCounts) => void;
  /** The button's id, so that the form can focus it. */
  readonly id: string;
  /** Drawn in the error colour; what `describedBy` names says what is wrong. */
  readonly invalid: boolean;
  /** The id of the problem under the field, while there is one. */
  readonly describedBy: string | undefined;
}

// As the guest picker's: the steppers and their popover or dialog load when first wanted.
const loadPopup = () => import('./PassengersPopup');
const PassengersPopup = lazy(async () => ({ default: (await loadPopup()).PassengersPopup }));

/**
 * Who flies (spec: products §3 passenger kinds Adult, Child, SeatedInfant, LapInfant): a button
 * with the number of passengers that opens a stepper for each kind, in a popover on desktop and a
 * full-screen dialog on mobile, as the guest picker does.
 */
export function PassengersPicker({
  value,
  onChange,
  id,
  invalid,
  describedBy,
}: PassengersPickerProps) {
  const popup = usePopupOnDemand<HTMLButtonElement>();
  return (
    <>
      <PickerField
        id={id}
        label={flightSearchFormTexts.passengers}
        summary={flightSearchFormTexts.passengersSummary(flightPassengerTotal(value))}
        icon={<PersonOutlineRounded />}
        expanded={popup.open}
        onOpen={popup.openAt}
        onPreload={() => void loadPopup()}
        invalid={invalid}
        describedBy={describedBy}
      />
      {popup.mounted && (
        <Suspense fallback={null}>
          <PassengersPopup
            open={popup.open}
            anchor={popup.anchor}
            onClose={popup.close}
            value={value}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
