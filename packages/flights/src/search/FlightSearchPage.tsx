import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { parseFlightsSearchQuery } from '@wayfare/domain';
import { useLocation } from 'react-router-dom';
import { flightSearchTexts } from './flightSearchTexts';
import { FlightsSearchPanel } from './FlightsSearchPanel';

/**
 * The flight search page (/flights/, ours; products §2 "air homepage"): its heading and the
 * search form, filled in with the address's search when it holds a whole one (the flight list's
 * "Search again"), a new search otherwise.
 */
export function FlightSearchPage() {
  const { search } = useLocation();
  const searched = parseFlightsSearchQuery(search);
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${flightSearchTexts.heading} · Wayfare`}</title>
      <Typography variant="h1">{flightSearchTexts.heading}</Typography>
      <Typography sx={{ mt: 1, mb: 3, maxWidth: '60ch' }}>{flightSearchTexts.intro}</Typography>
      {/* Another address fills the form in afresh: the form's fields are its own once open. */}
      <FlightsSearchPanel key={search} search={searched?.search} />
    </Container>
  );
}
