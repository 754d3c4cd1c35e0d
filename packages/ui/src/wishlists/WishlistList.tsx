import Box from '@mui/material/Box';
import type { ListingMedia } from '@wayfare/domain';
import type { ElementType } from 'react';
import { WishlistCard } from './WishlistCard';
import type { WishlistSummary } from './wishlistSummary';

export interface WishlistListProps {
  /** The wishlists, each with the photo of its first home, if any. */
  readonly wishlists: readonly (WishlistSummary & { readonly photo?: ListingMedia })[];
  /** The wishlist shown now. */
  readonly currentId?: string;
  /** Each wishlist's page. */
  readonly hrefOf: (wishlistId: string) => string;
  /** The component that renders each wishlist's link (default `'a'`), as ListingCard's. */
  readonly LinkComponent?: ElementType;
  /** The list's accessible name. */
  readonly label: string;
}

/** The user's wishlists, one card each, the current one marked. */
export function WishlistList({
  wishlists,
  currentId,
  hrefOf,
  LinkComponent,
  label,
}: WishlistListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {wishlists.map(({ photo, ...wishlist }) => (
        <li key={wishlist.id}>
          <WishlistCard
            wishlist={wishlist}
            photo={photo}
            href={hrefOf(wishlist.id)}
            LinkComponent={LinkComponent}
            current={wishlist.id === currentId}
          />
        </li>
      ))}
    </Box>
  );
}
