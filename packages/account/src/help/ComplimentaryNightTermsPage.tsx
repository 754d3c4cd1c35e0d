import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePaths } from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';
import { complimentaryNightTerms } from './complimentaryNightTerms';
import { helpTexts } from './helpTexts';

/** The terms of the complimentary-night promotion (spec: platform §2 /terms/complimentary-night/). */
export function ComplimentaryNightTermsPage() {
  const terms = complimentaryNightTerms();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={2}>
        <Typography variant="h1">{terms.heading}</Typography>
        <Typography>{terms.summary}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {terms.terms.map((term) => (
            <Typography key={term} component="li" variant="body2" sx={{ mb: 0.5 }}>
              {term}
            </Typography>
          ))}
        </Box>
        <Stack direction="row" spacing={3}>
          <Link component={RouterLink} to={routePaths.terms}>
            {helpTexts.allTerms}
          </Link>
          <Link component={RouterLink} to={routePaths.faq}>
            {helpTexts.faqLink}
          </Link>
        </Stack>
      </Stack>
    </Container>
  );
}
