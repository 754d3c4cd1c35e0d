import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { flightsSearchPath, type FlightsSearchQuery } from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';
import { flightShopTexts } from './flightShopTexts';

export interface FlightShopNoticeProps {
  readonly title: string;
  readonly body: string;
  /** The search to fill the form with, when there is one. */
  readonly searched?: FlightsSearchQuery;
}

/** A flight list with nothing to show: why, and the way back to the search. */
export function FlightShopNotice({ title, body, searched }: FlightShopNoticeProps) {
  return (
    <Container sx={{ py: 6 }}>
      <title>{`${title} · Wayfare`}</title>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2, mb: 3 }}>{body}</Typography>
      <Button component={RouterLink} to={flightsSearchPath(searched)} variant="contained">
        {flightShopTexts.searchFlights}
      </Button>
    </Container>
  );
}
