import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeWindowText, upToGuestsText, type VacationRentalListing } from '@wayfare/domain';
import { useId } from 'react';
import { mobileReviewTexts, vacationRentalFaq } from './mobileCheckoutTexts';

export interface MobileReviewDetailsProps {
  readonly listing: VacationRentalListing;
}

/**
 * The review step's need-to-know panel (check-in and check-out, house rules highlights, the
 * cancellation policy) and its FAQ accordion (spec: platform §2 "Checkout, mobile").
 */
export function MobileReviewDetails({ listing }: MobileReviewDetailsProps) {
  const needToKnowId = useId();
  const faqId = useId();
  const { terms, availability } = listing;
  const rate = availability.AvailabilityResult === 'Available' ? availability.rate : undefined;
  const facts = [
    ...(terms.checkInTimes
      ? [{ term: mobileReviewTexts.checkIn, details: timeWindowText(terms.checkInTimes) }]
      : []),
    ...(terms.checkOutTimes
      ? [{ term: mobileReviewTexts.checkOut, details: timeWindowText(terms.checkOutTimes) }]
      : []),
    {
      term: mobileReviewTexts.houseRules,
      details: [
        terms.maxOccupancy === undefined ? undefined : upToGuestsText(terms.maxOccupancy),
        terms.petFriendly ? mobileReviewTexts.petsAllowed : mobileReviewTexts.petsNotAllowed,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    ...(rate
      ? [{ term: mobileReviewTexts.cancellation, details: rate.cancellationPolicy.primaryText }]
      : []),
  ];
  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" aria-labelledby={needToKnowId} sx={{ p: 2 }}>
        <Typography id={needToKnowId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {mobileReviewTexts.needToKnow}
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
          {mobileReviewTexts.faq}
        </Typography>
        {vacationRentalFaq.map(({ question, answer }) => (
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
