import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BookingScope, flightsCheckoutProduct, useAddressModes } from '@wayfare/booking';
import { browserAssign, ProductCheckout, type CheckoutPageProps } from '@wayfare/checkout';
import {
  errorPanelContent,
  flightsShopPath,
  noFlightShopFilters,
  parseFlightsBookQuery,
  type FlightsBookQuery,
} from '@wayfare/domain';
import { ErrorPanel } from '@wayfare/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FlightShopNotice } from '../shop/FlightShopNotice';
import { useChosenFlights, type ChosenFlight } from '../shop/useChosenFlights';
import { flightBookTexts } from './flightBookTexts';
import { useFlightCheckoutSetup, type FlightCheckoutSetupInput } from './useFlightCheckoutSetup';

/**
 * The flight checkout (ours: /flights/book/, one fare per leg in the address; products §2 flight
 * checkout, §3, §5, §8) on the shared checkout screen: the chosen flights load from the shops
 * that listed them, then one checkout of those fares (a BookingScope of flights). An address
 * without a fare for every leg, or with a fare no longer offered, says so and leads back to the
 * search or to that leg's list.
 */
export function FlightBookPage({
  assignLocation = browserAssign,
  pollDelaysMs,
}: CheckoutPageProps = {}) {
  const [params] = useSearchParams();
  const query = useMemo(() => parseFlightsBookQuery(params), [params]);
  const { isAgentMode, isTravelApp } = useAddressModes(params);
  if (!query)
    return (
      <FlightShopNotice
        title={flightBookTexts.incompleteTitle}
        body={flightBookTexts.incompleteText}
      />
    );
  return (
    <FlightBook
      query={query}
      isAgentMode={isAgentMode}
      isTravelApp={isTravelApp}
      assignLocation={assignLocation}
      pollDelaysMs={pollDelaysMs}
    />
  );
}

interface FlightBookProps extends Pick<
  FlightCheckoutSetupInput,
  'isTravelApp' | 'assignLocation' | 'pollDelaysMs'
> {
  readonly query: FlightsBookQuery;
  readonly isAgentMode: boolean;
}

function FlightBook({ query, isAgentMode, ...setup }: FlightBookProps) {
  const chosen = useChosenFlights(query);
  const currencyCode = chosen.shops.at(-1)?.currencyCode;
  const notice = (content: ReactNode) => (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${flightBookTexts.title} · Wayfare`}</title>
      {content}
    </Container>
  );
  if (chosen.isError)
    return notice(
      <ErrorPanel content={errorPanelContent({ kind: 'generic' })} onAction={chosen.refetch} />,
    );
  if (chosen.isPending || !currencyCode)
    return notice(<LinearProgress aria-label={flightBookTexts.loading} />);
  const unsold = chosen.flights.findIndex((flight) => flight === undefined);
  if (unsold >= 0)
    return notice(
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
      </>,
    );
  return (
    <BookingScope product={flightsCheckoutProduct} trip={query} isAgentMode={isAgentMode}>
      <title>{`${flightBookTexts.title} · Wayfare`}</title>
      <FlightCheckout
        trip={query}
        flights={chosen.flights.filter((flight): flight is ChosenFlight => flight !== undefined)}
        flightNames={chosen.flightNames}
        flightAirports={Object.fromEntries(
          chosen.shops.flatMap((shop) => Object.entries(shop?.airports ?? {})),
        )}
        currencyCode={currencyCode}
        {...setup}
      />
    </BookingScope>
  );
}

/** The checkout screen over the chosen flights, inside the checkout's scope. */
function FlightCheckout(props: FlightCheckoutSetupInput) {
  return <ProductCheckout setup={useFlightCheckoutSetup(props)} />;
}
