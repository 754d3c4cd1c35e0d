import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useHotelSearch, useToday, useTrackEvent } from '@wayfare/booking';
import {
  formatFiat,
  hotelSortOrders,
  landingPath,
  type HotelResultsFilters,
  type HotelSearchResult,
  type StaysAvailabilityQuery,
} from '@wayfare/domain';
import { NoResults, ResultsBody, ResultsMapSplit, ResultsToolbar } from '@wayfare/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { HotelSearchBar } from '../search/HotelSearchBar';
import { HotelFiltersDialog } from './HotelFiltersDialog';
import { HotelFiltersPanel } from './HotelFiltersPanel';
import { HotelResultsList } from './HotelResultsList';
import { hotelResultsTexts, hotelSortOrderLabels } from './hotelResultsTexts';
import { hotelSearchOf } from './hotelSearchOf';
import { useStaysAvailabilityQuery } from './useStaysAvailabilityQuery';

/**
 * The hotel list and map (spec: platform §2 /stays/availability/; products §2 "hotel list",
 * "hotel map", §3 search result, sort orders): the search, the filters beside the results on a
 * wide screen (behind a button on a phone), the sort, list and map views, pages of 10.
 */
export function HotelResultsPage() {
  const [query, changeQuery] = useStaysAvailabilityQuery();
  const today = useToday();
  const navigate = useNavigate();
  const track = useTrackEvent();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const search = useHotelSearch(
    query.placeTerm ? hotelSearchOf({ ...query, placeTerm: query.placeTerm }) : undefined,
  );
  // The same array and callback until the results change: the cards are memoized on them.
  const results = useMemo(
    () => search.data?.pages.flatMap((page) => page.lodgings) ?? [],
    [search.data],
  );
  const firstPage = search.data?.pages[0];
  const total = firstPage?.totalCount ?? 0;
  const view = query.view ?? 'list';
  const onImageError = useCallback((url: string) => track('image_load_failed', { url }), [track]);
  const changeFilters = (change: (filters: HotelResultsFilters) => HotelResultsFilters) =>
    changeQuery((before) => ({ ...before, filters: change(before.filters) }));
  const title = hotelResultsTexts.title(query.placeTerm, query.filters.lodgingCollection);

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${title} · Wayfare`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <HotelSearchBar
        key={JSON.stringify(query)}
        value={query}
        onSearch={(next) => changeQuery(() => next)}
        today={today}
      />
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide && query.placeTerm && (
          <Paper variant="outlined" component="aside" aria-label="Filters" sx={{ p: 2 }}>
            <HotelFiltersPanel filters={query.filters} onChange={changeFilters} />
          </Paper>
        )}
        <Box sx={{ gridColumn: wide && query.placeTerm ? 2 : '1 / -1' }}>
          {!query.placeTerm ? (
            <Typography color="text.secondary">{hotelResultsTexts.noPlace}</Typography>
          ) : (
            <ResultsBody
              search={search}
              texts={hotelResultsTexts}
              toolbar={
                <ResultsToolbar
                  countText={hotelResultsTexts.count(total)}
                  sortOrder={query.sortOrder ?? 'MostRecommended'}
                  sortOrders={hotelSortOrders}
                  sortLabels={hotelSortOrderLabels}
                  onSortOrder={(sortOrder) => changeQuery((before) => ({ ...before, sortOrder }))}
                  view={view}
                  onView={(next) => changeQuery((before) => ({ ...before, view: next }))}
                >
                  {!wide && (
                    <HotelFiltersDialog
                      filters={query.filters}
                      onChange={changeFilters}
                      total={total}
                    />
                  )}
                </ResultsToolbar>
              }
              noResults={
                results.length === 0 ? (
                  <NoResults
                    title={hotelResultsTexts.emptyTitle}
                    subtitle={hotelResultsTexts.emptySubtitle}
                    onExplore={() => void navigate(landingPath)}
                  />
                ) : undefined
              }
            >
              {view === 'map' ? (
                <HotelsMapView
                  results={results}
                  total={total}
                  query={query}
                  mapLabel={hotelResultsTexts.mapLabel(firstPage?.centre?.name ?? query.placeTerm)}
                  onImageError={onImageError}
                />
              ) : (
                <HotelResultsList
                  results={results}
                  total={total}
                  search={query}
                  onImageError={onImageError}
                />
              )}
            </ResultsBody>
          )}
        </Box>
      </Box>
    </Container>
  );
}

interface HotelsMapViewProps {
  readonly results: readonly HotelSearchResult[];
  readonly total: number;
  readonly query: StaysAvailabilityQuery;
  readonly mapLabel: string;
  readonly onImageError: (url: string) => void;
}

/** The hotel map: a price pill per hotel beside the cards. */
function HotelsMapView({ results, total, query, mapLabel, onImageError }: HotelsMapViewProps) {
  // Made again only with new results: a selection re-renders the map, not every pill.
  const pins = useMemo(
    () =>
      results.flatMap(({ lodging, price }) =>
        lodging.location
          ? [
              {
                id: lodging.id,
                name: lodging.name,
                lat: lodging.location.lat,
                lon: lodging.location.lon,
                priceLabel: formatFiat(price.nightly.fiat),
              },
            ]
          : [],
      ),
    [results],
  );
  return (
    <ResultsMapSplit pins={pins} mapLabel={mapLabel}>
      {(selectedId) => (
        <HotelResultsList
          results={results}
          total={total}
          search={query}
          selectedId={selectedId}
          onImageError={onImageError}
        />
      )}
    </ResultsMapSplit>
  );
}
