import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useHomesSearch, useToday, useTrackEvent } from '@wayfare/booking';
import {
  formatFiat,
  landingPath,
  vacationRentalSortOrders,
  type HomeSearchResult,
  type SearchResultsQuery,
  type VacationRentalSortOrder,
} from '@wayfare/domain';
import { NoResults, ResultsBody, ResultsMapSplit, ResultsToolbar } from '@wayfare/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchBar } from './SearchBar';
import { SearchResultsList } from './SearchResultsList';
import { homesSearchQueryOf } from './searchPageState';
import { useSearchPageQuery } from './useSearchPageQuery';

/** The sort labels (spec: platform §2 sortOrder "Recommended, Pricing, StarRating"; the labels are ours). */
export const sortOrderLabels: Record<VacationRentalSortOrder, string> = {
  Recommended: 'Recommended',
  Pricing: 'Price: lowest first',
  StarRating: 'Rating: highest first',
};

/** The empty results' texts (spec: no text given; its shared texts "Search again" and "Explore properties"). */
export const emptyResultsTexts = {
  title: 'No homes match this search',
  subtitle: 'Try other dates, fewer guests, or another place.',
} as const;

/** The results' loading and paging words (ours). */
const homesResultsTexts = {
  loading: 'Loading homes',
  showMore: 'Show more homes',
  loadingMore: 'Loading more homes…',
} as const;

/** Vacation-rental search results (spec: platform §2 /vacation-rentals/): list and map views, sort, pages of 10. */
export function SearchResultsPage() {
  const [query, changeQuery] = useSearchPageQuery();
  const today = useToday();
  const navigate = useNavigate();
  const track = useTrackEvent();
  const search = useHomesSearch(
    query.locationName
      ? homesSearchQueryOf({ ...query, locationName: query.locationName })
      : undefined,
  );
  // The same array and callback until the results change: the cards are memoized on them.
  const results = useMemo(
    () => search.data?.pages.flatMap((page) => page.listings) ?? [],
    [search.data],
  );
  const total = search.data?.pages[0]?.totalCount ?? 0;
  const view = query.view ?? 'list';
  const onImageError = useCallback((url: string) => track('image_load_failed', { url }), [track]);
  const onSearch = useCallback(
    (next: SearchResultsQuery) => changeQuery(() => next),
    [changeQuery],
  );

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>
        {query.locationName
          ? `Vacation rentals in ${query.locationName} · Wayfare`
          : 'Vacation rentals · Wayfare'}
      </title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {query.locationName ? `Vacation rentals in ${query.locationName}` : 'Vacation rentals'}
      </Typography>
      <SearchBar key={JSON.stringify(query)} value={query} onSearch={onSearch} today={today} />
      <Box sx={{ mt: 3 }}>
        {!query.locationName ? (
          <Typography color="text.secondary">Enter a place to see the homes there.</Typography>
        ) : (
          <ResultsBody
            search={search}
            texts={homesResultsTexts}
            toolbar={
              <ResultsToolbar
                countText={`${total} home${total === 1 ? '' : 's'}`}
                sortOrder={query.sortOrder ?? 'Recommended'}
                sortOrders={vacationRentalSortOrders}
                sortLabels={sortOrderLabels}
                onSortOrder={(sortOrder) => changeQuery((before) => ({ ...before, sortOrder }))}
                view={view}
                onView={(next) => changeQuery((before) => ({ ...before, view: next }))}
              />
            }
            noResults={
              results.length === 0 ? (
                <NoResults
                  title={emptyResultsTexts.title}
                  subtitle={emptyResultsTexts.subtitle}
                  onExplore={() => void navigate(landingPath)}
                />
              ) : undefined
            }
          >
            {view === 'map' ? (
              <MapView results={results} total={total} query={query} onImageError={onImageError} />
            ) : (
              <SearchResultsList
                results={results}
                total={total}
                search={query}
                onImageError={onImageError}
              />
            )}
          </ResultsBody>
        )}
      </Box>
    </Container>
  );
}

function MapView({
  results,
  total,
  query,
  onImageError,
}: {
  results: readonly HomeSearchResult[];
  total: number;
  query: SearchResultsQuery;
  onImageError: (url: string) => void;
}) {
  // Made again only with new results: a selection re-renders the map, not its 500 pins.
  const pins = useMemo(
    () =>
      results.map((result) => ({
        id: result.listingId.id,
        name: result.name,
        lat: result.location.lat,
        lon: result.location.lon,
        priceLabel: formatFiat(result.nightly.fiat),
      })),
    [results],
  );
  return (
    <ResultsMapSplit
      pins={pins}
      mapLabel={`Map of vacation rentals in ${query.locationName ?? 'this area'}`}
    >
      {(selectedId) => (
        <SearchResultsList
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
