import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HomesSearchPanel } from '../search/HomesSearchPanel';

/** The widget's own start: the homes search, as the portal's home page offers it. */
export function WidgetSearchPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Find a vacation rental
      </Typography>
      <HomesSearchPanel />
    </Container>
  );
}
