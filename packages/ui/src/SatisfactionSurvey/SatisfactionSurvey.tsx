import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

export interface SatisfactionAnswer {
  /** 1 to 5 stars. */
  readonly rating: number;
  readonly comment: string;
}

export interface SatisfactionSurveyProps {
  /** Called with the traveller's rating and comment when they send it. */
  readonly onSubmit: (answer: SatisfactionAnswer) => void;
}

// Every page shows the button; few open the survey, so its dialog is not in the first load.
const SatisfactionSurveyDialog = lazy(async () => ({
  default: (await import('./SatisfactionSurveyDialog')).SatisfactionSurveyDialog,
}));

/**
 * The satisfaction-survey widget (spec: platform §1: it loads everywhere but the travel app): a
 * feedback button, in the page's footer so it never covers the page, that opens a short survey. The questions are ours; the spec does not show them.
 */
export function SatisfactionSurvey({ onSubmit }: SatisfactionSurveyProps) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so that closing plays the dialog's transition.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RateReviewRounded aria-hidden />}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        Give feedback
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SatisfactionSurveyDialog
            open={open}
            onClose={() => setOpen(false)}
            onSubmit={onSubmit}
          />
        </Suspense>
      )}
    </>
  );
}
