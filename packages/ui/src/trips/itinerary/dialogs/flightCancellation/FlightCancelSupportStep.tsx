import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import {
  flightCancelPolicyNextStep,
  flightCancelSupportContact,
  type FlightCancelSupportCause,
} from '@wayfare/domain';
import { TripFacts } from '../../../TripFacts';
import type { FlightCancelBooking } from './flightCancelBooking';
import { whatComesBackText } from './flightCancelOfferLines';
import {
  flightCancellationTexts as texts,
  flightCancelPolicyTexts,
  flightCancelSupportTexts,
} from './flightCancellationTexts';
import { FlightRouteLine } from './FlightRouteLine';
import { StepHeading } from '../StepHeading';
import { SupportPhoneLink } from './SupportPhoneLink';

export interface FlightCancelSupportStepProps {
  /** Why a person has to cancel: the offer's policy, or an outcome (products §4). */
  readonly cause: FlightCancelSupportCause;
  readonly booking: FlightCancelBooking;
  /** Back to the policy; only where the traveler came from it. */
  readonly onBack?: () => void;
  readonly onClose: () => void;
}

/** Why only a person can cancel, in words: the outcome's, or the offer's own. */
function reasonOf(cause: FlightCancelSupportCause, locale: string): string[] {
  if (cause.from === 'outcome') return [flightCancelSupportTexts[cause.outcome]];
  const policy = flightCancelPolicyTexts[cause.offer.policyType];
  // A policy that allows cancelling, stopped by its resolution (too close to departure, an error):
  // the resolution says why.
  const byPolicy = ['ContactAirline', 'ContactCustomerService', 'NonCancellable', 'MultiProvider'];
  return byPolicy.includes(cause.offer.policyType)
    ? [policy, whatComesBackText(cause.offer, locale)]
    : [whatComesBackText(cause.offer, locale)];
}

/**
 * The support step (spec: products §2): why this booking cannot be cancelled online, and who can
 * cancel it: our support line (the tenant's number, with the confirmation code to have ready; an
 * agent can also cancel for some travelers only, products §1), or the airline (the airline's own
 * confirmation codes), where the policy is ContactAirline or the airline has the booking.
 */
export function FlightCancelSupportStep({
  cause,
  booking,
  onBack,
  onClose,
}: FlightCancelSupportStepProps) {
  const contact = flightCancelSupportContact(cause);
  const { confirmationCode, airlineCodes, supportPhone, locale } = booking;
  return (
    <>
      <DialogContent
        dividers
        data-contact={contact}
        data-cause={
          cause.from === 'outcome' ? cause.outcome : flightCancelPolicyNextStep(cause.offer)
        }
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <StepHeading>
          {contact === 'airline' ? texts.airlineHeading : texts.supportHeading}
        </StepHeading>
        <FlightRouteLine booking={booking} />
        {reasonOf(cause, locale).map((text) => (
          <Typography key={text}>{text}</Typography>
        ))}
        {contact === 'airline' ? (
          <>
            <Typography>{texts.airlineContact}</Typography>
            {airlineCodes.length > 0 && (
              <Box component="section" aria-label={texts.airlineCodes}>
                <TripFacts
                  facts={airlineCodes.map(({ airline, code }) => ({ term: airline, value: code }))}
                />
              </Box>
            )}
          </>
        ) : (
          <>
            <Typography sx={{ fontSize: '1.125rem' }}>
              {texts.callUs} <SupportPhoneLink phone={supportPhone} />
            </Typography>
            {confirmationCode !== undefined && (
              <Typography variant="body2">{texts.haveCodeReady(confirmationCode)}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {texts.agentCanCancelOne}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {onBack && <Button onClick={onBack}>{texts.back}</Button>}
        <Button variant={onBack ? 'text' : 'contained'} onClick={onClose}>
          {texts.close}
        </Button>
      </DialogActions>
    </>
  );
}
