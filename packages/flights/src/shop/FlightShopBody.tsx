import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  errorPanelContent,
  flightsSearchPath,
  type FlightShop,
  type FlightsSearchQuery,
} from '@wayfare/domain';
import { ErrorPanel } from '@wayfare/ui';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { flightShopTexts } from './flightShopTexts';

/** What the body needs of the shop's query. */
export interface FlightShopState {
  readonly data?: FlightShop;
  readonly isError: boolean;
  readonly isPending: boolean;
  readonly refetch: () => unknown;
}

export interface FlightShopBodyProps {
  readonly shop: FlightShopState;
  /** The search, for "Change search". */
  readonly searched: FlightsSearchQuery;
  /** How many flights pass the filters. */
  readonly shownCount: number;
  readonly onClearFilters: () => void;
  /** The count and the sort. */
  readonly toolbar: ReactNode;
  /** The filters' panel: beside the list on a wide screen, behind a button on a phone. */
  readonly filters: ReactNode;
  /** The list of flights. */
  readonly children: ReactNode;
}

/** Skeleton cards while the shop searches: the list's room, never a blank page. */
const loadingCards = 4;

/**
 * The flight list's states: the failed search's panel with its retry (platform §8 "Uh oh! We
 * were unable to process your search request."), progress while the shop searches, no flights
 * (products §8 NoFlightsFound), no flight left by the filters, and the list beside its filters.
 */
export function FlightShopBody({
  shop,
  searched,
  shownCount,
  onClearFilters,
  toolbar,
  filters,
  children,
}: FlightShopBodyProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [filtersShown, setFiltersShown] = useState(false);
  const filtersId = useId();
  if (shop.isError)
    return (
      <ErrorPanel
        content={errorPanelContent({ kind: 'search-failed' })}
        onAction={() => void shop.refetch()}
      />
    );
  if (shop.isPending || !shop.data)
    return (
      <Stack spacing={2} role="status" aria-label={flightShopTexts.loading}>
        <LinearProgress aria-label={flightShopTexts.loading} />
        <Typography color="text.secondary">{flightShopTexts.loadingText}</Typography>
        {Array.from({ length: loadingCards }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={150} />
        ))}
      </Stack>
    );
  if (shop.data.flights.length === 0)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
        <Typography variant="h2">{flightShopTexts.noFlightsTitle}</Typography>
        <Typography color="text.secondary">{flightShopTexts.noFlightsText}</Typography>
        <Button component={RouterLink} to={flightsSearchPath(searched)} variant="contained">
          {flightShopTexts.changeSearch}
        </Button>
      </Stack>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {wide ? (
        filters
      ) : (
        <Box>
          <Button
            variant="outlined"
            aria-expanded={filtersShown}
            aria-controls={filtersShown ? filtersId : undefined}
            onClick={() => setFiltersShown((shown) => !shown)}
          >
            {flightShopTexts.filters}
          </Button>
          {filtersShown && (
            <Box id={filtersId} sx={{ mt: 2 }}>
              {filters}
            </Box>
          )}
        </Box>
      )}
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {toolbar}
        {shownCount === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
            <Typography variant="h3" component="h2">
              {flightShopTexts.noMatchTitle}
            </Typography>
            <Typography color="text.secondary">{flightShopTexts.noMatchText}</Typography>
            <Button variant="contained" onClick={onClearFilters}>
              {flightShopTexts.clearFilters}
            </Button>
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Box>
  );
}
