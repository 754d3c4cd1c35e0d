import { RouterLinkBehavior } from '@wayfare/booking';
import Box from '@mui/material/Box';
import { SavedHomeCard } from '@wayfare/ui';

import type { SavedHome } from './savedHome';

export interface SavedHomesListProps {
  readonly homes: readonly SavedHome[];
  readonly label: string;
  /** The listing page of a home. */
  readonly hrefOf: (home: SavedHome) => string;
  readonly onRemove: (home: SavedHome) => void;
  /** The home being removed. */
  readonly removingId?: string;
  /** The home selected on the map. */
  readonly selectedId?: string;
  /** Fewer columns beside the map. */
  readonly narrow?: boolean;
}

/** A wishlist's homes, one card each. */
export function SavedHomesList({
  homes,
  label,
  hrefOf,
  onRemove,
  removingId,
  selectedId,
  narrow = false,
}: SavedHomesListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: narrow
          ? { xs: '1fr', sm: 'repeat(2, 1fr)' }
          : { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {homes.map((home) => (
        <li key={home.listingId}>
          <SavedHomeCard
            name={home.name}
            photo={home.photo}
            place={home.place}
            nightly={home.nightly}
            href={hrefOf(home)}
            LinkComponent={RouterLinkBehavior}
            onRemove={() => onRemove(home)}
            removing={home.listingId === removingId}
            selected={home.listingId === selectedId}
          />
        </li>
      ))}
    </Box>
  );
}
