import Box from '@mui/material/Box';
import {
  listingPath,
  listingQueryFromSearch,
  type HomeSearchResult,
  type SearchResultsQuery,
} from '@wayfare/domain';
import { ListingCard } from '@wayfare/ui';
import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/** MUI's "LinkBehavior": the card's `href` becomes a router link. */
function RouterLinkBehavior({
  href,
  ref,
  ...props
}: Omit<LinkProps, 'to'> & { href: string; ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink ref={ref} to={href} {...props} />;
}

export interface SearchResultsListProps {
  readonly results: readonly HomeSearchResult[];
  readonly search: SearchResultsQuery;
  readonly selectedId?: string;
  readonly onImageError: (url: string) => void;
}

/** The result cards; each opens its listing with the spec's shop query (spec: platform §2). */
export function SearchResultsList({
  results,
  search,
  selectedId,
  onImageError,
}: SearchResultsListProps) {
  return (
    <Box
      component="ul"
      aria-label="Vacation rentals"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {results.map((result, index) => (
        <Box component="li" key={result.listingId.id}>
          <ListingCard
            name={result.name}
            photo={result.media[0]}
            score={result.userRating?.score}
            maxOccupancy={result.maxOccupancy}
            bedrooms={result.numberOfBedrooms}
            nightly={result.nightly}
            total={result.total}
            href={listingPath(
              listingQueryFromSearch(search, { listingId: result.listingId.id, index }),
            )}
            LinkComponent={RouterLinkBehavior}
            onImageError={onImageError}
            selected={result.listingId.id === selectedId}
          />
        </Box>
      ))}
    </Box>
  );
}
