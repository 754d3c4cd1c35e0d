import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mobileCheckoutTexts } from '@wayfare/domain';
import { useId } from 'react';

/** One fact of the need-to-know panel: its term and what it says. */
export interface NeedToKnowFact {
  readonly term: string;
  readonly details: string;
}

/** One question of the FAQ, with its answer. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

export interface CheckoutNeedToKnowProps {
  readonly facts: readonly NeedToKnowFact[];
  readonly faq: readonly FaqEntry[];
}

/**
 * The review step's need-to-know panel (check-in and check-out, the product's rules, the
 * cancellation policy) and its FAQ accordion (spec: platform §2 "Checkout, mobile").
 */
export function CheckoutNeedToKnow({ facts, faq }: CheckoutNeedToKnowProps) {
  const needToKnowId = useId();
  const faqId = useId();
  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" aria-labelledby={needToKnowId} sx={{ p: 2 }}>
        <Typography id={needToKnowId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {mobileCheckoutTexts.needToKnow}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {facts.map(({ term, details }) => (
            <Box key={term} sx={{ mb: 1 }}>
              <Typography component="dt" variant="subtitle2">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {details}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Box component="section" aria-labelledby={faqId}>
        <Typography id={faqId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {mobileCheckoutTexts.faq}
        </Typography>
        {faq.map(({ question, answer }) => (
          <Accordion key={question} variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography component="span">{question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}
