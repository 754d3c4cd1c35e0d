import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import {
  errorPanelContent,
  flightsShopPath,
  noFlightShopFilters,
  parseFlightsBookQuery,
  type FlightsBookQuery,
} from '@wayfare/domain';
import { ErrorPanel } from '@wayfare/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FlightShopNotice } from '../shop/FlightShopNotice';
import { useChosenFlights, type ChosenFlight } from '../shop/useChosenFlights';
import { flightBookTexts } from './flightBookTexts';
import { FlightTripReview } from './FlightTripReview';

/**
 * The chosen trip (ours: /flights/book/, one fare per leg in the address): the review of its
 * flights, fares and price. An address without a fare for every leg, or with a fare no longer
 * offered, says so and leads back to the search or to that leg's list.
 */
export function FlightBookPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseFlightsBookQuery(params), [params]);
  if (!query)
    return (
      <FlightShopNotice
        title={flightBookTexts.incompleteTitle}
        body={flightBookTexts.incompleteText}
      />
    );
  return <FlightBook query={query} />;
}

function FlightBook({ query }: { readonly query: FlightsBookQuery }) {
  const chosen = useChosenFlights(query);
  const content = () => {
    if (chosen.isError)
      return (
        <ErrorPanel content={errorPanelContent({ kind: 'generic' })} onAction={chosen.refetch} />
      );
    if (chosen.isPending) return <LinearProgress aria-label={flightBookTexts.loading} />;
    const unsold = chosen.flights.findIndex((flight) => flight === undefined);
    if (unsold >= 0)
      return (
        <>
          <Typography variant="h1">{flightBookTexts.unsoldTitle}</Typography>
          <Typography sx={{ mt: 2, mb: 3 }}>{flightBookTexts.unsoldText}</Typography>
          <Button
            component={RouterLink}
            to={flightsShopPath({
              ...query,
              chosenFareIds: query.chosenFareIds.slice(0, unsold),
              filters: noFlightShopFilters,
            })}
            variant="contained"
          >
            {flightBookTexts.chooseAgain}
          </Button>
        </>
      );
    return (
      <FlightTripReview
        query={query}
        flights={chosen.flights.filter((flight): flight is ChosenFlight => flight !== undefined)}
        flightNames={chosen.flightNames}
      />
    );
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${flightBookTexts.title} · Wayfare`}</title>
      {content()}
    </Container>
  );
}
