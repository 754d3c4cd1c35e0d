import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Any path the portal does not serve. */
export function NotFoundPage() {
  return (
    <Container sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>Page not found · Wayfare</title>
      <Typography variant="h1">We can't find that page</Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 4 }}>
        Go to the home page
      </Button>
    </Container>
  );
}
