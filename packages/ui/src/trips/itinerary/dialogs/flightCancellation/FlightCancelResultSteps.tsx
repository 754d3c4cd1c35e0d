import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type {
  FlightCancelFailure,
  FlightCancelOffer,
  FlightCancelOutcomeOf,
  FlightCancelRefundForm,
  FlightCancelRetry,
} from '@wayfare/domain';
import { useId, type ReactNode } from 'react';
import type { FlightCancelBooking } from './flightCancelBooking';
import { comeBackPhrase } from './flightCancelOfferLines';
import {
  flightCancelCreditListed,
  flightCancellationTexts as texts,
  flightCancelPendingTexts,
  flightCancelSuccessTexts,
  flightCancelTryAgainTexts,
} from './flightCancellationTexts';
import { FlightRouteLine } from './FlightRouteLine';
import { StepHeading } from '../StepHeading';

interface ResultProps {
  readonly heading: string;
  readonly booking: FlightCancelBooking;
  /** The result's sentences. */
  readonly children: ReactNode;
  readonly onDone: () => void;
}

/** A step that says how things stand, with Done: the heading, the flight, the sentences. */
function Result({ heading, booking, children, onDone }: ResultProps) {
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <StepHeading>{heading}</StepHeading>
        <FlightRouteLine booking={booking} />
        {children}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {texts.done}
        </Button>
      </DialogActions>
    </>
  );
}

export interface FlightCancelSuccessStepProps {
  readonly outcome: FlightCancelOutcomeOf<'success'>;
  readonly offer: FlightCancelOffer;
  readonly refundForm?: FlightCancelRefundForm;
  readonly booking: FlightCancelBooking;
  readonly onDone: () => void;
}

/**
 * The success step: the flight is cancelled for every traveler, and what comes back in the form
 * chosen (products §4 outcomes FullRefund, PartialRefund, FullyRefundableComplex,
 * PartiallyRefundableComplex, or nothing for a NonRefundable ticket), where a credit is listed,
 * and where the details were emailed.
 */
export function FlightCancelSuccessStep({
  outcome,
  offer,
  refundForm,
  booking,
  onDone,
}: FlightCancelSuccessStepProps) {
  const back = comeBackPhrase(offer, refundForm, booking.locale);
  const result = flightCancelSuccessTexts[outcome](back);
  return (
    <Result heading={texts.successHeading} booking={booking} onDone={onDone}>
      <Typography data-outcome={outcome}>{result}</Typography>
      <Typography>{texts.everyoneCancelled}</Typography>
      {back !== undefined && outcome !== 'NonRefundable' && (
        <Typography variant="body2" color="text.secondary">
          {refundForm === 'Ftc' ? flightCancelCreditListed : texts.refundTiming}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {texts.emailed(booking.email)}
      </Typography>
    </Result>
  );
}

export interface FlightCancelPendingStepProps {
  readonly outcome: FlightCancelOutcomeOf<'pending'>;
  readonly booking: FlightCancelBooking;
  readonly onDone: () => void;
}

/** The pending step: asked for, not done yet (products §4 Pending, CancellationPending, BookingPending). */
export function FlightCancelPendingStep({
  outcome,
  booking,
  onDone,
}: FlightCancelPendingStepProps) {
  return (
    <Result heading={texts.pendingHeading} booking={booking} onDone={onDone}>
      <Typography data-outcome={outcome}>
        {flightCancelPendingTexts[outcome](booking.email)}
      </Typography>
    </Result>
  );
}

export interface FlightCancelCancelledStepProps {
  readonly booking: FlightCancelBooking;
  readonly onDone: () => void;
}

/** The cancelled step: it was cancelled already (products §4 Canceled). */
export function FlightCancelCancelledStep({ booking, onDone }: FlightCancelCancelledStepProps) {
  return (
    <Result heading={texts.cancelledHeading} booking={booking} onDone={onDone}>
      <Typography data-outcome="Canceled">{texts.cancelled}</Typography>
    </Result>
  );
}

export interface FlightCancelTryAgainStepProps {
  readonly failure: FlightCancelFailure;
  /** Which call Try again sends again: the cancellation options, or the very cancel request. */
  readonly retry: FlightCancelRetry['call'];
  /** Try again is under way: its button shows it, nothing can be pressed or closed. */
  readonly retrying: boolean;
  readonly booking: FlightCancelBooking;
  readonly onTryAgain: () => void;
  readonly onClose: () => void;
}

/**
 * The tryAgain step (products §2): nothing was cancelled, or the answer never came; what happened,
 * and Try again, which sends the same request once (products §4 CancellationFailure, TRVKOutage).
 */
export function FlightCancelTryAgainStep({
  failure,
  retry,
  retrying,
  booking,
  onTryAgain,
  onClose,
}: FlightCancelTryAgainStepProps) {
  const { heading, text } =
    flightCancelTryAgainTexts[
      failure === 'Unreachable' && retry === 'info' ? 'UnreachableInfo' : failure
    ];
  return (
    <>
      <DialogContent
        dividers
        data-failure={failure}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <StepHeading>{heading}</StepHeading>
        <FlightRouteLine booking={booking} />
        <Typography>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={retrying}>
          {texts.close}
        </Button>
        <Button variant="contained" loading={retrying} onClick={onTryAgain}>
          {texts.tryAgain}
        </Button>
      </DialogActions>
    </>
  );
}

export interface FlightCancelLoadingStepProps {
  readonly onClose: () => void;
}

/** The loading step: the cancellation options are on their way; Close leaves without waiting. */
export function FlightCancelLoadingStep({ onClose }: FlightCancelLoadingStepProps) {
  const headingId = useId();
  return (
    <>
      <DialogContent dividers>
        <div role="status" aria-labelledby={headingId}>
          <StepHeading id={headingId}>{texts.loading}</StepHeading>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {texts.loadingDetail}
          </Typography>
          <CircularProgress size={28} aria-labelledby={headingId} />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </>
  );
}
