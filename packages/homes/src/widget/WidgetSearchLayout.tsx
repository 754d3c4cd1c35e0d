import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The widget's search page: its heading over the homes search. */
export function WidgetSearchLayout({ children }: { readonly children: ReactNode }) {
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Find a vacation rental
      </Typography>
      {children}
    </Container>
  );
}
