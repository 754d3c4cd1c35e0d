import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAddressChanges, useFlightShop, useReplaceAddress } from '@wayfare/booking';
import {
  defaultFlightSortKey,
  flightShopList,
  flightsBookPath,
  flightsSearchPath,
  flightsShopPath,
  lowestFare,
  noFlightShopFilters,
  searchPageSize,
  type FlightFare,
  type FlightOption,
  type FlightShopFilters,
  type FlightsShopQuery,
  type FlightSortKey,
} from '@wayfare/domain';
import {
  FlightItineraryDialog,
  formatTripDay,
  MoreResultsButton,
  PricePredictionNotice,
  ResultsToolbar,
  sliceTitle,
} from '@wayfare/ui';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ChosenFlights } from './ChosenFlights';
import { FlightFiltersPanel } from './FlightFiltersPanel';
import { FlightList } from './FlightList';
import { FlightShopBody } from './FlightShopBody';
import { flightNamesOf, offeredAirlineFilters } from './flightShopNames';
import { flightShopTexts, flightSortLabels, flightSortMenu } from './flightShopTexts';
import { flightShopTypeNotices } from './flightShopTypeNotices';
import { sliceOf } from './sliceOf';
import { useChosenFlights } from './useChosenFlights';

export interface FlightShopViewProps {
  readonly query: FlightsShopQuery;
}

/**
 * One leg's flights: what was chosen before (each can be changed), the price prediction on the
 * first leg, the filters and the sort (kept in the address), and the list, each flight's fares
 * opening under it. A fare chosen opens the next leg's list, or the checkout after the last leg.
 */
export function FlightShopView({ query }: FlightShopViewProps) {
  const navigate = useNavigate();
  const { search, flightShopType, chosenFareIds } = query;
  const legIndex = chosenFareIds.length;
  const leg = search.legs[legIndex];
  const shop = useFlightShop({ search, flightShopType, chosenFareIds: [...chosenFareIds] });
  const chosen = useChosenFlights(query).flights;
  const flightNames = useMemo(() => flightNamesOf(shop.data), [shop.data]);
  const sortKey = query.sortKey ?? defaultFlightSortKey;
  const flights = useMemo(
    () => (shop.data ? flightShopList(shop.data.flights, query.filters, sortKey) : []),
    [shop.data, query.filters, sortKey],
  );
  // Pages of ten, as every search list (products §9 "Search page size 10"), a click for the next.
  const [pages, setPages] = useState(1);
  const shown = useMemo(() => flights.slice(0, pages * searchPageSize), [flights, pages]);
  const [expandedId, setExpandedId] = useState<string>();
  const [detailsOf, setDetailsOf] = useState<FlightOption>();
  const onToggleFares = useCallback(
    (option: FlightOption) =>
      setExpandedId((open) => (open === option.flightId ? undefined : option.flightId)),
    [],
  );
  const onShowDetails = useCallback((option: FlightOption) => setDetailsOf(option), []);

  // Sorting and filtering replace the address: Back returns to the leg before, not each tick.
  const [changeAddress, latestQuery] = useAddressChanges(
    query,
    flightsShopPath,
    useReplaceAddress(),
  );
  const sortBy = useCallback(
    (sortKey: FlightSortKey) => changeAddress((before) => ({ ...before, sortKey })),
    [changeAddress],
  );
  const changeFilters = useCallback(
    (change: (filters: FlightShopFilters) => FlightShopFilters) =>
      changeAddress((before) => ({ ...before, filters: change(before.filters) })),
    [changeAddress],
  );
  const offeredAirlines = useMemo(
    () => offeredAirlineFilters(shop.data, query.filters),
    [shop.data, query.filters],
  );
  // A fare chosen right after a sort or filter, before React Router draws it, keeps that sort or filter.
  const onSelectFare = useCallback(
    (fare: FlightFare) => {
      const fareIds = [...chosenFareIds, fare.fareId];
      void navigate(
        fareIds.length < search.legs.length
          ? flightsShopPath({ ...latestQuery(), chosenFareIds: fareIds })
          : flightsBookPath({ search, flightShopType, chosenFareIds: fareIds }),
      );
      window.scrollTo({ top: 0 });
    },
    [chosenFareIds, flightShopType, latestQuery, navigate, search],
  );

  if (!leg) return null;
  const city = (code: string) => shop.data?.airports[code]?.city ?? code;
  const legTitle = sliceTitle(search.tripType, legIndex, search.legs.length);
  const route = flightShopTexts.legRoute(
    city(leg.origin),
    city(leg.destination),
    formatTripDay(leg.departureDate),
  );
  const detailsSlices = detailsOf && [
    ...chosen.flatMap((each) => (each ? [sliceOf(each.option, each.fare)] : [])),
    sliceOf(detailsOf, lowestFare(detailsOf)),
  ];

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${flightShopTexts.pageTitle(route)} · Wayfare`}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h1">{flightShopTexts.heading(legTitle)}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {route}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={flightsSearchPath({ search, flightShopType })}
          variant="outlined"
          sx={{ flexShrink: 0 }}
        >
          {flightShopTexts.changeSearch}
        </Button>
      </Stack>
      {flightShopTypeNotices[flightShopType] && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {flightShopTypeNotices[flightShopType]}
        </Alert>
      )}
      {legIndex > 0 && <ChosenFlights query={query} chosen={chosen} />}
      {shop.data?.prediction && (
        <Box sx={{ mb: 2 }}>
          <PricePredictionNotice prediction={shop.data.prediction} />
        </Box>
      )}
      <FlightShopBody
        shop={shop}
        searched={{ search, flightShopType }}
        shownCount={flights.length}
        onClearFilters={() => changeFilters(() => noFlightShopFilters)}
        toolbar={
          <ResultsToolbar
            countText={flightShopTexts.count(flights.length, shop.data?.flights.length ?? 0)}
            sortOrder={sortKey}
            sortOrders={flightSortMenu}
            sortLabels={flightSortLabels}
            onSortOrder={sortBy}
          />
        }
        filters={
          <Paper
            variant="outlined"
            component="aside"
            aria-label={flightShopTexts.filters}
            sx={{ p: 2 }}
          >
            <FlightFiltersPanel
              filters={query.filters}
              airlines={offeredAirlines}
              flightNames={flightNames}
              onChange={changeFilters}
            />
          </Paper>
        }
      >
        <FlightList
          flights={shown}
          total={flights.length}
          search={search}
          flightNames={flightNames}
          expandedId={expandedId}
          onToggleFares={onToggleFares}
          onShowDetails={onShowDetails}
          onSelectFare={onSelectFare}
        />
        {shown.length < flights.length && (
          <MoreResultsButton
            label={flightShopTexts.showMore}
            loadingLabel={flightShopTexts.showMore}
            loading={false}
            onMore={() => setPages((count) => count + 1)}
          />
        )}
      </FlightShopBody>
      {detailsSlices && (
        <FlightItineraryDialog
          open
          onClose={() => setDetailsOf(undefined)}
          slices={detailsSlices}
          tripType={search.tripType}
          flightNames={flightNames}
        />
      )}
    </Container>
  );
}
