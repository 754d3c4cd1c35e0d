import ListRounded from '@mui/icons-material/ListRounded';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useHomesSearch, useToday, useTrackEvent } from '@wayfare/booking';
import {
  errorPanelContent,
  formatFiat,
  landingPath,
  sharedTexts,
  vacationRentalSortOrders,
  type HomeSearchResult,
  type SearchResultsQuery,
  type VacationRentalSortOrder,
} from '@wayfare/domain';
import { ErrorPanel } from '@wayfare/ui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resultGridSx } from './resultGrid';
import { SearchBar } from './SearchBar';
import { SearchResultsList } from './SearchResultsList';
import { homesSearchQueryOf } from './searchPageState';
import { useSearchPageQuery } from './useSearchPageQuery';

// Leaflet comes with the map view only.
const ListingResultsMap = lazy(async () => ({
  default: (await import('@wayfare/ui/maps')).ListingResultsMap,
}));

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

/** The search's location field, in the document or in an embedded widget's shadow root. */
const focusLocation = ({ currentTarget }: { readonly currentTarget: Element }) =>
  (currentTarget.getRootNode() as Document | ShadowRoot)
    .querySelector<HTMLInputElement>('[data-search-location]')
    ?.focus();

/** Vacation-rental search results (spec: platform §2 /vacation-rentals/): list and map views, sort, pages of 10. */
export function SearchResultsPage() {
  const [query, setQuery] = useSearchPageQuery();
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
      <SearchBar key={JSON.stringify(query)} value={query} onSearch={setQuery} today={today} />
      <Box sx={{ mt: 3 }} aria-live="polite">
        {!query.locationName ? (
          <Typography color="text.secondary">Enter a place to see the homes there.</Typography>
        ) : search.isError ? (
          <ErrorPanel
            content={errorPanelContent({ kind: 'search-failed' })}
            onAction={() => void search.refetch()}
          />
        ) : search.isPending ? (
          <ResultsSkeleton />
        ) : results.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
            <Typography variant="h2">{emptyResultsTexts.title}</Typography>
            <Typography color="text.secondary">{emptyResultsTexts.subtitle}</Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" onClick={focusLocation}>
                {sharedTexts.searchAgain}
              </Button>
              <Button variant="outlined" onClick={() => void navigate(landingPath)}>
                {sharedTexts.exploreProperties}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography variant="h3" component="h2">
                {total} home{total === 1 ? '' : 's'}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label="Sort by"
                  value={query.sortOrder ?? 'Recommended'}
                  onChange={(event) =>
                    setQuery({ ...query, sortOrder: event.target.value as VacationRentalSortOrder })
                  }
                  sx={{ minWidth: 200 }}
                >
                  {vacationRentalSortOrders.map((order) => (
                    <MenuItem key={order} value={order}>
                      {sortOrderLabels[order]}
                    </MenuItem>
                  ))}
                </TextField>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={view}
                  aria-label="Show results as"
                  onChange={(_, next: 'list' | 'map' | null) =>
                    next && setQuery({ ...query, view: next })
                  }
                >
                  <ToggleButton value="list" aria-label="List">
                    <ListRounded />
                  </ToggleButton>
                  <ToggleButton value="map" aria-label="Map">
                    <MapOutlined />
                  </ToggleButton>
                </ToggleButtonGroup>
              </Stack>
            </Stack>
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
            {search.hasNextPage && (
              <Button
                variant="outlined"
                onClick={() => void search.fetchNextPage()}
                disabled={search.isFetchingNextPage}
                sx={{ alignSelf: 'center' }}
              >
                {search.isFetchingNextPage ? 'Loading more homes…' : 'Show more homes'}
              </Button>
            )}
          </Stack>
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
  const [selectedId, setSelectedId] = useState<string>();
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
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box
        sx={{
          height: { xs: 320, md: 640 },
          position: { md: 'sticky' },
          top: { md: 16 },
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: '100%' }} />}>
          <ListingResultsMap
            listings={pins}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label={`Map of vacation rentals in ${query.locationName ?? 'this area'}`}
          />
        </Suspense>
      </Box>
      <SearchResultsList
        results={results}
        total={total}
        search={query}
        selectedId={selectedId}
        onImageError={onImageError}
      />
    </Box>
  );
}

function ResultsSkeleton() {
  return (
    <Box role="status" aria-label="Loading homes" sx={resultGridSx}>
      {Array.from({ length: 6 }, (_, index) => (
        <Stack key={index} spacing={1}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </Stack>
      ))}
    </Box>
  );
}
