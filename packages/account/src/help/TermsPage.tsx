import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePaths } from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';
import { complimentaryNightTerms } from './complimentaryNightTerms';
import { helpTexts } from './helpTexts';
import { termsSections } from './termsSections';
import { TermsSectionBlock } from './TermsSectionBlock';
import { useFocusLinkedSection } from './useFocusLinkedSection';

/**
 * The terms (spec: platform §2 /terms/; products §9 the figures): a table of contents, then a
 * section per protection, travel credits, void windows and the other terms.
 */
export function TermsPage() {
  useFocusLinkedSection();
  const sections = termsSections();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Typography variant="h1">{helpTexts.termsHeading}</Typography>
          <Typography color="text.secondary">{helpTexts.termsIntro}</Typography>
        </Stack>
        <Paper component="nav" variant="outlined" aria-labelledby="terms-contents" sx={{ p: 2 }}>
          <Typography id="terms-contents" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {helpTexts.contents}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.heading}</Link>
              </li>
            ))}
            <li>
              <Link component={RouterLink} to={routePaths.complimentaryNightTerms}>
                {complimentaryNightTerms().heading}
              </Link>
            </li>
          </Box>
        </Paper>
        {sections.map((section) => (
          <TermsSectionBlock key={section.id} section={section} />
        ))}
        <Link component={RouterLink} to={routePaths.faq}>
          {helpTexts.faqLink}
        </Link>
      </Stack>
    </Container>
  );
}
