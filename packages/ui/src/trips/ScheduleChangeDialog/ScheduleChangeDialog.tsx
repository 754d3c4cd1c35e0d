import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  defaultLocale,
  scheduleChangeChoices,
  type ScheduleChangeChoice,
  type Trip,
} from '@wayfare/domain';
import { useId, useState, type ReactNode } from 'react';
import { scheduleChangeChoiceLabels } from '../tripLabels';
import { scheduleChangeChoiceTexts, scheduleChangeTexts } from '../tripsHubTexts';
import { tripTitle } from '../tripTitle';
import { ScheduleChangeSegments } from './ScheduleChangeSegments';

export interface ScheduleChangeDialogProps {
  /**
   * The trip whose flight's schedule changed; the dialog is open while there is one and its flight
   * has a schedule change.
   */
  readonly trip: Trip | undefined;
  /** The choice being sent: its button shows it, and nothing can be pressed twice or dismissed. */
  readonly pendingChoice?: ScheduleChangeChoice;
  /** Why the last choice could not be sent, shown above the choices; the traveller may try again. */
  readonly error?: ReactNode;
  /** The locale times are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The traveller chose what to do about the change (products §4 "MoveToQueue, ReferToAirline"). */
  readonly onChoose: (choice: ScheduleChangeChoice) => void;
  /** The traveller decides later: Decide later, Escape or a click outside. */
  readonly onCancel: () => void;
  /**
   * Called once the dialog has gone. Focus returns by itself to what opened the dialog; a page
   * whose "Review the change" button went with the change moves it somewhere that remains.
   */
  readonly onExited?: () => void;
}

/**
 * The "schedule change" modal (spec: products §2; §4 segment statuses and choices): what changed,
 * flight by flight with the new times and each one's status, then the traveller's options among
 * those the change offers, each a button saying what it does. Escape and a click outside decide
 * later, except while a choice is being sent.
 */
export function ScheduleChangeDialog({
  trip,
  pendingChoice,
  error,
  locale = defaultLocale,
  onChoose,
  onCancel,
  onExited,
}: ScheduleChangeDialogProps) {
  const titleId = useId();
  const introId = useId();
  const segmentsId = useId();
  const choicesId = useId();
  const choiceTextId = useId();
  // A phone (below 960 px, platform §9) gives the flights of the change the whole screen.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  // Kept while the dialog fades out, so its content does not vanish before it does.
  const [shown, setShown] = useState(trip);
  if (trip?.flight?.scheduleChange !== undefined && trip !== shown) setShown(trip);
  const change = shown?.flight?.scheduleChange;
  const isPending = pendingChoice !== undefined;
  // The spec's order, whatever order the change lists them in.
  const choices = scheduleChangeChoices.filter((choice) => change?.choices.includes(choice));
  return (
    <Dialog
      open={trip?.flight?.scheduleChange !== undefined}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      scroll="paper"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{scheduleChangeTexts.title}</DialogTitle>
      {/* Focusable, so a keyboard scrolls a long change on a small screen. */}
      <DialogContent
        dividers
        tabIndex={0}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <DialogContentText id={introId}>
          {shown !== undefined && scheduleChangeTexts.intro(tripTitle(shown))}
        </DialogContentText>
        <Box>
          <Typography
            id={segmentsId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {scheduleChangeTexts.segments}
          </Typography>
          {change && (
            <ScheduleChangeSegments
              segments={change.segments}
              labelledBy={segmentsId}
              locale={locale}
            />
          )}
        </Box>
        <Box>
          <Typography
            id={choicesId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {scheduleChangeTexts.choices}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {error}
            </Alert>
          )}
          {choices.length === 0 ? (
            <Typography variant="body2">{scheduleChangeTexts.noChoices}</Typography>
          ) : (
            <Box
              component="ul"
              aria-labelledby={choicesId}
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              {choices.map((choice) => (
                <Box component="li" key={choice} data-choice={choice}>
                  <Button
                    variant="outlined"
                    fullWidth
                    loading={pendingChoice === choice}
                    disabled={isPending && pendingChoice !== choice}
                    aria-describedby={`${choiceTextId}-${choice}`}
                    onClick={() => onChoose(choice)}
                    sx={{ justifyContent: 'flex-start' }}
                  >
                    {scheduleChangeChoiceLabels[choice]}
                  </Button>
                  <Typography
                    id={`${choiceTextId}-${choice}`}
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5 }}
                  >
                    {scheduleChangeChoiceTexts[choice]}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          {scheduleChangeTexts.later}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
