import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ExchangeFailure } from '@wayfare/domain';
import { useId } from 'react';
import { StepHeading } from '../StepHeading';
import { ExchangeSupportLine } from './ExchangeSupportLine';
import {
  changeFailedTexts,
  changeRequestedTexts,
  flightExchangeTexts,
} from './flightExchangeTexts';

export interface ExchangeRequestedProps {
  /** Where the new itinerary is emailed: the booking's confirmation email. */
  readonly email: string;
  readonly onDone: () => void;
}

/**
 * ChangeRequested (products §2): the request is with the agents, who email the new itinerary;
 * what happens next, and Done. Nothing can send it again.
 */
export function ExchangeRequested({ email, onDone }: ExchangeRequestedProps) {
  const nextId = useId();
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleRounded color="success" aria-hidden />
          <StepHeading>{changeRequestedTexts.heading}</StepHeading>
        </Box>
        <Typography role="status">{changeRequestedTexts.message(email)}</Typography>
        <Box>
          <Typography id={nextId} component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
            {changeRequestedTexts.next}
          </Typography>
          <Box
            component="ol"
            aria-labelledby={nextId}
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}
          >
            {changeRequestedTexts.nextSteps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {flightExchangeTexts.done}
        </Button>
      </DialogActions>
    </>
  );
}

export interface ExchangeFailedProps {
  readonly failure: ExchangeFailure;
  readonly supportPhone: string;
  /** Sends the same request again. */
  readonly onTryAgain: () => void;
  /** Back to the review, to change the request. */
  readonly onChangeRequest: () => void;
  readonly onClose: () => void;
}

/**
 * ChangeFailed (products §2, §4 each step's failure): which step failed, in plain words, that the
 * booking stands, and the ways forward: Try again, change the request, or call support.
 */
export function ExchangeFailed({
  failure,
  supportPhone,
  onTryAgain,
  onChangeRequest,
  onClose,
}: ExchangeFailedProps) {
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>{changeFailedTexts.heading}</StepHeading>
        <Alert
          severity="error"
          data-failure={failure.kind}
          data-step={'step' in failure ? failure.step : undefined}
        >
          {changeFailedTexts.reason(failure)}
        </Alert>
        <Typography>{changeFailedTexts.booking(failure)}</Typography>
        <ExchangeSupportLine lead={changeFailedTexts.waysForward} supportPhone={supportPhone} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{flightExchangeTexts.close}</Button>
        <Button onClick={onChangeRequest}>{changeFailedTexts.changeRequest}</Button>
        <Button variant="contained" onClick={onTryAgain}>
          {flightExchangeTexts.tryAgain}
        </Button>
      </DialogActions>
    </>
  );
}
