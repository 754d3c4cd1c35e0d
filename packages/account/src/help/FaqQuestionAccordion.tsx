import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { FaqQuestion } from './faqTopics';
import { helpTexts } from './helpTexts';

export interface FaqQuestionAccordionProps {
  readonly faq: FaqQuestion;
}

/**
 * One question: an h3 holding the button that opens its answer (MUI's accordion heading slot),
 * the answer a region named by the question.
 */
export function FaqQuestionAccordion({ faq }: FaqQuestionAccordionProps) {
  const questionId = `faq-${faq.id}-question`;
  const answerId = `faq-${faq.id}-answer`;
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary id={questionId} aria-controls={answerId} expandIcon={<ExpandMoreRounded />}>
        <Typography component="span" variant="subtitle1">
          {faq.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">{faq.answer}</Typography>
        {faq.termsPath !== undefined && (
          <Link component={RouterLink} to={faq.termsPath} variant="body2">
            {helpTexts.readTheTerms}
            <Typography component="span" sx={visuallyHidden}>
              {`: ${faq.question}`}
            </Typography>
          </Link>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

// Several "Read the terms" links on a page: each says, to a screen reader, which terms it opens.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
