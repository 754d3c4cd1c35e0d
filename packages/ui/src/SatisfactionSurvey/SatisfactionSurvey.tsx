import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { usePopupOnDemand } from '../popupOnDemand';

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
  const survey = usePopupOnDemand<true>();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RateReviewRounded aria-hidden />}
        onClick={() => survey.openAt(true)}
      >
        Give feedback
      </Button>
      {survey.mounted && (
        <Suspense fallback={null}>
          <SatisfactionSurveyDialog open={survey.open} onClose={survey.close} onSubmit={onSubmit} />
        </Suspense>
      )}
    </>
  );
}
