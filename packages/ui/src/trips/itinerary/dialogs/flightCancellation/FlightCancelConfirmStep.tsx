import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  flightCancelRefundFormsOf,
  formatFiat,
  type FlightCancelOffer,
  type FlightCancelRefundForm,
} from '@wayfare/domain';
import { useId, useRef, useState } from 'react';
import { TripFacts } from '../../../TripFacts';
import type { FlightCancelBooking } from './flightCancelBooking';
import { costValue } from './flightCancelOfferLines';
import { flightCancellationTexts as texts } from './flightCancellationTexts';
import { FlightCancelTravelers } from './FlightCancelTravelers';
import { FlightRouteLine } from './FlightRouteLine';
import { OneTravelerOnly } from './OneTravelerOnly';
import { StepHeading } from '../StepHeading';

export interface FlightCancelConfirmStepProps {
  readonly offer: FlightCancelOffer;
  /**
   * The nonrefundable step (products §2): a NonRefundable fare that gives nothing back, so a
   * warning and "Cancel without a refund" instead of the plain confirmation.
   */
  readonly nonrefundable: boolean;
  /** The refund form chosen, where the offer gives a choice (or its only one). */
  readonly refundForm?: FlightCancelRefundForm;
  /** The cancel call is under way: its button shows it, nothing else can be pressed. */
  readonly cancelling: boolean;
  readonly booking: FlightCancelBooking;
  readonly onChooseRefundForm: (refundForm: FlightCancelRefundForm) => void;
  /** Confirm cancellation, or Cancel without a refund. */
  readonly onConfirm: () => void;
  /** Back to the policy. */
  readonly onBack: () => void;
}

/**
 * The confirm and nonrefundable steps (spec: products §2): who is cancelled (every traveler,
 * products §1), what comes back (a choice between a refund to the card and an airline travel credit
 * where the offer gives both), what it costs, how to cancel for one traveler only (a phone agent,
 * products §1 and §6), and the button that cancels. A choice must be made before anything is sent:
 * pressing the button without one says so and moves to the choice.
 */
export function FlightCancelConfirmStep({
  offer,
  nonrefundable,
  refundForm,
  cancelling,
  booking,
  onChooseRefundForm,
  onConfirm,
  onBack,
}: FlightCancelConfirmStepProps) {
  const { locale } = booking;
  const forms = flightCancelRefundFormsOf(offer);
  const isChoice = forms.length > 1;
  const [choiceMissing, setChoiceMissing] = useState(false);
  const choice = useRef<HTMLFieldSetElement>(null);
  const legendId = useId();
  const helpId = useId();

  const confirm = () => {
    if (isChoice && refundForm === undefined) {
      setChoiceMissing(true);
      choice.current?.querySelector('input')?.focus();
      return;
    }
    onConfirm();
  };

  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>
          {nonrefundable ? texts.nonrefundableHeading : texts.confirmHeading}
        </StepHeading>
        <FlightRouteLine booking={booking} />
        {nonrefundable && <Alert severity="warning">{texts.nonrefundableWarning}</Alert>}
        <FlightCancelTravelers travelers={offer.travelers} />
        {isChoice && (
          <FormControl
            ref={choice}
            component="fieldset"
            error={choiceMissing}
            disabled={cancelling}
          >
            <FormLabel id={legendId} component="legend" sx={{ fontWeight: 600 }}>
              {texts.choiceLegend}
            </FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              aria-describedby={choiceMissing ? helpId : undefined}
              name="refund-form"
              value={refundForm ?? ''}
              onChange={(event) => {
                setChoiceMissing(false);
                onChooseRefundForm(event.target.value as FlightCancelRefundForm);
              }}
            >
              <FormControlLabel
                value="Cash"
                control={<Radio />}
                label={texts.choiceRefund(offer.refund ? formatFiat(offer.refund, locale) : '')}
              />
              <FormControlLabel
                value="Ftc"
                control={<Radio />}
                label={texts.choiceCredit(
                  offer.travelCredit ? formatFiat(offer.travelCredit, locale) : '',
                )}
              />
            </RadioGroup>
            {choiceMissing && <FormHelperText id={helpId}>{texts.choiceRequired}</FormHelperText>}
          </FormControl>
        )}
        <TripFacts
          facts={[
            !isChoice &&
              offer.refund && { term: texts.refund, value: formatFiat(offer.refund, locale) },
            !isChoice &&
              offer.travelCredit && {
                term: texts.travelCredit,
                value: formatFiat(offer.travelCredit, locale),
              },
            offer.cost && { term: texts.cost, value: costValue(offer.cost, locale) },
          ]}
        />
        <OneTravelerOnly supportPhone={booking.supportPhone} disabled={cancelling} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack} disabled={cancelling}>
          {texts.back}
        </Button>
        <Button variant="contained" color="error" loading={cancelling} onClick={confirm}>
          {nonrefundable ? texts.cancelWithoutRefund : texts.confirm}
        </Button>
      </DialogActions>
    </>
  );
}
