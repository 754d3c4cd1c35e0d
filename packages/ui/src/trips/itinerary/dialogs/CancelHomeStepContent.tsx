import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { formatFiat, type HomeCancelQuote } from '@wayfare/domain';
import { useEffect, useId, useRef } from 'react';
import { TripFacts } from '../../TripFacts';
import { cancelHomeTexts, itineraryDialogTexts } from '../itineraryTexts';
import type { CancelHomeStep } from './cancelHomeSteps';
import { DialogDone } from './DialogDone';

export interface CancelHomeStepContentProps {
  readonly step: CancelHomeStep;
  readonly listingName: string;
  readonly locale: string;
  readonly onTryAgain: () => void;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** What the cancel-home modal shows at each step, with that step's buttons. */
export function CancelHomeStepContent({
  step,
  listingName,
  locale,
  onTryAgain,
  onConfirm,
  onClose,
}: CancelHomeStepContentProps) {
  switch (step.step) {
    case 'loadingQuote':
      return <QuoteLoading onClose={onClose} />;
    case 'quoteFailed':
      return <QuoteFailed reason={step.reason} onTryAgain={onTryAgain} onClose={onClose} />;
    case 'quoteReady':
    case 'cancelling':
      return (
        <QuoteReady
          quote={step.quote}
          listingName={listingName}
          locale={locale}
          isCancelling={step.step === 'cancelling'}
          cancelFailed={step.step === 'quoteReady' && step.cancelFailed}
          onConfirm={onConfirm}
          onKeep={onClose}
        />
      );
    case 'cancelled':
      return (
        <DialogDone onDone={onClose}>
          <Typography sx={{ mb: 1 }}>{cancelHomeTexts.cancelled(listingName)}</Typography>
          <Typography>
            {cancelHomeTexts.refundOnItsWay(formatFiat(step.quote.refund, locale))}
          </Typography>
        </DialogDone>
      );
  }
}

function QuoteLoading({ onClose }: { readonly onClose: () => void }) {
  const textId = useId();
  return (
    <>
      <DialogContent dividers>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-labelledby={textId} />
          <Typography id={textId}>{cancelHomeTexts.loadingQuote}</Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{itineraryDialogTexts.close}</Button>
      </DialogActions>
    </>
  );
}

interface QuoteFailedProps {
  readonly reason: Extract<CancelHomeStep, { step: 'quoteFailed' }>['reason'];
  readonly onTryAgain: () => void;
  readonly onClose: () => void;
}

/** No quote: why, and Try again (which takes focus, the loading it replaced having gone) or Close. */
function QuoteFailed({ reason, onTryAgain, onClose }: QuoteFailedProps) {
  const tryAgain = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    tryAgain.current?.focus();
  }, []);
  return (
    <>
      <DialogContent dividers>
        <Alert severity="error" data-reason={reason}>
          <AlertTitle>{cancelHomeTexts.quoteFailureTitle}</AlertTitle>
          {reason === 'changeQuoteFailure'
            ? cancelHomeTexts.quoteFailure
            : cancelHomeTexts.quoteError}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{itineraryDialogTexts.close}</Button>
        <Button ref={tryAgain} variant="contained" onClick={onTryAgain}>
          {itineraryDialogTexts.tryAgain}
        </Button>
      </DialogActions>
    </>
  );
}

interface QuoteReadyProps {
  readonly quote: HomeCancelQuote;
  readonly listingName: string;
  readonly locale: string;
  readonly isCancelling: boolean;
  readonly cancelFailed: boolean;
  readonly onConfirm: () => void;
  readonly onKeep: () => void;
}

/**
 * The quote: the refund and the fee, Keep my booking and the confirm button. Keep takes focus when
 * the quote arrives (the safe choice, not the one that cancels); after a failed cancel the confirm
 * button does, for another try.
 */
function QuoteReady({
  quote,
  listingName,
  locale,
  isCancelling,
  cancelFailed,
  onConfirm,
  onKeep,
}: QuoteReadyProps) {
  const keep = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, []);
  useEffect(() => {
    if (cancelFailed) confirm.current?.focus();
  }, [cancelFailed]);
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{cancelHomeTexts.quoteIntro(listingName)}</DialogContentText>
        <TripFacts
          facts={[
            { term: cancelHomeTexts.refund, value: formatFiat(quote.refund, locale) },
            { term: cancelHomeTexts.penalty, value: formatFiat(quote.penalty, locale) },
          ]}
        />
        {cancelFailed && <Alert severity="error">{cancelHomeTexts.cancelFailed}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button ref={keep} onClick={onKeep} disabled={isCancelling}>
          {cancelHomeTexts.keep}
        </Button>
        <Button
          ref={confirm}
          variant="contained"
          color="error"
          loading={isCancelling}
          onClick={onConfirm}
        >
          {cancelHomeTexts.confirm}
        </Button>
      </DialogActions>
    </>
  );
}
