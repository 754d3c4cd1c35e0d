import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePaths, tenantSettings } from '@wayfare/domain';
import { useTenant } from '@wayfare/ui';
import { Link as RouterLink } from 'react-router-dom';
import { FaqQuestionAccordion } from './FaqQuestionAccordion';
import { faqTopics } from './faqTopics';
import { helpTexts } from './helpTexts';

/**
 * The FAQ (spec: platform §2 /faq/): questions by topic, each opening its answer. The support
 * line is the tenant's (platform §1 "The customer-support phone number differs per tenant").
 */
export function FaqPage() {
  const { supportPhone } = tenantSettings(useTenant());
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Typography variant="h1">{helpTexts.faqHeading}</Typography>
          <Typography color="text.secondary">{helpTexts.faqIntro}</Typography>
        </Stack>
        {faqTopics(supportPhone).map((topic) => (
          <Stack key={topic.id} component="section" aria-labelledby={`faq-${topic.id}`} spacing={1}>
            <Typography id={`faq-${topic.id}`} variant="h2" sx={{ fontSize: '1.5rem' }}>
              {topic.heading}
            </Typography>
            <div>
              {topic.questions.map((faq) => (
                <FaqQuestionAccordion key={faq.id} faq={faq} />
              ))}
            </div>
          </Stack>
        ))}
        <Link component={RouterLink} to={routePaths.terms}>
          {helpTexts.allTerms}
        </Link>
      </Stack>
    </Container>
  );
}
