import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { flightCancelPolicyNextStep, formatFiat, type FlightCancelOffer } from '@wayfare/domain';
import { formatTripDay, formatTripInstant } from '../../../formatTripDates';
import { TripFacts } from '../../../TripFacts';
import type { FlightCancelBooking } from './flightCancelBooking';
import { costValue, whatComesBackText } from './flightCancelOfferLines';
import {
  flightCancellationTexts as texts,
  flightCancelPolicyTexts,
} from './flightCancellationTexts';
import { FlightRouteLine } from './FlightRouteLine';
import { StepHeading } from '../StepHeading';

export interface FlightCancelPolicyStepProps {
  readonly offer: FlightCancelOffer;
  readonly booking: FlightCancelBooking;
  /** Continue: to the confirmation, or to the non-refundable warning. */
  readonly onContinue: () => void;
  /** Contact support, or Contact the airline. */
  readonly onContact: () => void;
  /** Keep my flight, or Close where nothing can be done here. */
  readonly onClose: () => void;
}

/** A label and its text, read together: the policy, and what comes back. */
function Statement({ label, text }: { readonly label: string; readonly text: string }) {
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.8 }}>
        {label}
      </Typography>
      <Typography>{text}</Typography>
    </Box>
  );
}

/**
 * The policy step (spec: products §2 "self-serve cancel flight"; §4 policy types and resolutions;
 * §8 cost texts): the booking's cancellation policy in plain words, what comes back (a refund to
 * the card, an airline travel credit, or a choice of the two), the cost line, until when the
 * terms hold, and the way forward the domain gives (flightCancelPolicyNextStep): Continue, Contact
 * support, Contact the airline, or nothing to do while a cancellation is under way.
 */
export function FlightCancelPolicyStep({
  offer,
  booking,
  onContinue,
  onContact,
  onClose,
}: FlightCancelPolicyStepProps) {
  const { locale, timeZone } = booking;
  const next = flightCancelPolicyNextStep(offer);
  const cancellable = next === 'confirm' || next === 'nonrefundable';
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>{texts.policyHeading}</StepHeading>
        <FlightRouteLine booking={booking} />
        <Paper
          variant="outlined"
          data-policy-type={offer.policyType}
          data-resolution={offer.resolution}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Statement label={texts.policy} text={flightCancelPolicyTexts[offer.policyType]} />
          <Statement label={texts.whatComesBack} text={whatComesBackText(offer, locale)} />
        </Paper>
        <TripFacts
          facts={[
            offer.refund && { term: texts.refund, value: formatFiat(offer.refund, locale) },
            offer.travelCredit && {
              term: texts.travelCredit,
              value: formatFiat(offer.travelCredit, locale),
            },
            offer.travelCredit !== undefined &&
              offer.travelCreditExpiresOn !== undefined && {
                term: texts.travelCreditUseBy,
                value: formatTripDay(offer.travelCreditExpiresOn, locale),
              },
            offer.cost && { term: texts.cost, value: costValue(offer.cost, locale) },
          ]}
        />
        {next === 'wait' && <Alert severity="info">{texts.waitNote}</Alert>}
        {cancellable && (
          <>
            <Typography variant="body2">{texts.coversEveryone(offer.travelers.length)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.holdsUntil(formatTripInstant(offer.holdsUntil, locale, timeZone))}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{cancellable ? texts.keep : texts.close}</Button>
        {cancellable && (
          <Button variant="contained" onClick={onContinue}>
            {texts.continue}
          </Button>
        )}
        {(next === 'contactSupport' || next === 'contactAirline') && (
          <Button variant="contained" onClick={onContact}>
            {next === 'contactSupport' ? texts.contactSupport : texts.contactAirline}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
