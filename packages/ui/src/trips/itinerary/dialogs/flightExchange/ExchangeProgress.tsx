import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  exchangeFlowStepStates,
  exchangeFlowSteps,
  type ExchangeFlowAnswer,
  type ExchangeFlowStep,
  type ExchangeFlowStepState,
} from '@wayfare/domain';
import { useId, type ReactNode } from 'react';
import { StepHeading } from '../StepHeading';
import {
  exchangeFlowStepLabels,
  exchangeFlowStepStateLabels,
  exchangeLoadingTexts,
  exchangeProcessingTexts,
  flightExchangeTexts,
} from './flightExchangeTexts';

/** Pending answers in a row after which the modal says the step is taking long. */
export const stillWaitingAfterPendingAnswers = 3;

/** LoadingOrProcessing while the modal asks whether the flight can be changed: a status, Close. */
export function ExchangeLoading({ onClose }: { readonly onClose: () => void }) {
  const textId = useId();
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <StepHeading>{exchangeLoadingTexts.heading}</StepHeading>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-labelledby={textId} />
          <Typography id={textId}>{exchangeLoadingTexts.message}</Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{flightExchangeTexts.close}</Button>
      </DialogActions>
    </>
  );
}

export interface ExchangeProcessingProps {
  /** The flow's last answer, once one came. */
  readonly answer: ExchangeFlowAnswer | undefined;
  /** Pending answers in a row of the current step. */
  readonly pendingAnswers: number;
}

const stepIcons: Record<ExchangeFlowStepState, ReactNode> = {
  done: <CheckCircleRounded color="success" fontSize="small" aria-hidden />,
  current: <CircularProgress size={18} thickness={5} aria-hidden />,
  failed: <ErrorRounded color="error" fontSize="small" aria-hidden />,
  waiting: <RadioButtonUncheckedRounded color="disabled" fontSize="small" aria-hidden />,
};

/**
 * LoadingOrProcessing while the exchange runs (products §4: shop, price quote schedule and poll,
 * book schedule and poll, agent fulfil): each step done, under way or waiting, and a status that
 * says which one is under way, and, when it keeps answering Pending, that it is taking long and
 * the request need not be sent again. Nothing can be pressed: the modal waits for the answer.
 */
export function ExchangeProcessing({ answer, pendingAnswers }: ExchangeProcessingProps) {
  const stepsId = useId();
  const states = exchangeFlowStepStates(answer);
  const current: ExchangeFlowStep | undefined = exchangeFlowSteps.find(
    (step) => states[step] === 'current',
  );
  const waitingLong = current !== undefined && pendingAnswers >= stillWaitingAfterPendingAnswers;
  return (
    <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StepHeading>{exchangeProcessingTexts.heading}</StepHeading>
      <Typography color="text.secondary">{exchangeProcessingTexts.intro}</Typography>
      <Typography id={stepsId} variant="subtitle2" component="p">
        {exchangeProcessingTexts.steps}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={stepsId}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}
      >
        {exchangeFlowSteps.map((step) => (
          <Box
            component="li"
            key={step}
            data-step={step}
            data-state={states[step]}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Box sx={{ width: 20, display: 'flex', justifyContent: 'center' }}>
              {stepIcons[states[step]]}
            </Box>
            <Typography
              sx={{
                fontWeight: states[step] === 'current' ? 600 : 400,
                color: states[step] === 'waiting' ? 'text.secondary' : 'text.primary',
              }}
            >
              {exchangeFlowStepLabels[step]}
              <Box component="span" sx={visuallyHidden}>
                {`: ${exchangeFlowStepStateLabels[states[step]]}`}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The list shows where it stands; a screen reader hears each step as it starts. */}
      <Box role="status" sx={visuallyHidden}>
        {current === undefined ? '' : exchangeProcessingTexts.now(exchangeFlowStepLabels[current])}
      </Box>
      {waitingLong && (
        <Alert severity="info" data-still-waiting>
          {exchangeProcessingTexts.stillWaiting(exchangeFlowStepLabels[current])}
        </Alert>
      )}
    </DialogContent>
  );
}
