import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ListRounded from '@mui/icons-material/ListRounded';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useBookingEnvironment, useToday } from '@wayfare/booking';
import type { FavoritesView, Wishlist } from '@wayfare/domain';
import { useEffect, useId, type RefObject } from 'react';
import { savedHomePath } from './favoritesLinks';
import { favoritesMapLabel, favoritesTexts, savedHomesLabel } from './favoritesTexts';
import type { SavedHome } from './savedHome';
import { SavedHomesList } from './SavedHomesList';
import { SavedHomesMap } from './SavedHomesMap';
import type { WishlistEditing } from './useWishlistEditing';

export interface CurrentWishlistProps {
  readonly wishlist: Wishlist;
  readonly homes: readonly SavedHome[];
  readonly homesPending: boolean;
  readonly homeCount: number;
  readonly editing: WishlistEditing;
  /** The wishlist's heading, focused after a change removes what had focus. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  /** List or map (spec: platform §2 view modes); also the entry source of a home opened from it. */
  readonly view: FavoritesView;
  readonly onViewChange: (view: FavoritesView) => void;
}

/** The wishlist shown: its name, rename and delete, and its homes as a list or on a map. */
export function CurrentWishlist({
  wishlist,
  homes,
  homesPending,
  homeCount,
  editing,
  headingRef,
  view,
  onViewChange,
}: CurrentWishlistProps) {
  const headingId = useId();
  const { headingShown } = editing;
  useEffect(() => headingShown(wishlist.id.value), [headingShown, wishlist.id.value]);
  const { tenant } = useBookingEnvironment();
  const today = useToday();
  const id = wishlist.id.value;
  const list = {
    homes,
    label: savedHomesLabel(wishlist.name),
    hrefOf: (home: SavedHome) =>
      savedHomePath({ listingId: home.listingId, wishlistId: id, view }, { today, tenant }),
    onRemove: (home: SavedHome) => editing.removeHome(home.listingId),
    removingId: editing.removingId,
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography
          ref={headingRef}
          id={headingId}
          variant="h2"
          tabIndex={-1}
          sx={{ outline: 'none', overflowWrap: 'anywhere' }}
        >
          {wishlist.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            startIcon={<EditOutlined />}
            onClick={() => editing.openRename(id, wishlist.name)}
            aria-label={`${favoritesTexts.rename} ${wishlist.name}`}
          >
            {favoritesTexts.rename}
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => editing.openDelete({ id, name: wishlist.name, homeCount })}
            aria-label={`${favoritesTexts.delete} ${wishlist.name}`}
          >
            {favoritesTexts.delete}
          </Button>
          {homeCount > 0 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              aria-label={favoritesTexts.showAs}
              onChange={(_, next: FavoritesView | null) => next && onViewChange(next)}
            >
              <ToggleButton value="favorites_list" aria-label={favoritesTexts.list}>
                <ListRounded />
              </ToggleButton>
              <ToggleButton value="favorites_map" aria-label={favoritesTexts.map}>
                <MapOutlined />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
      </Stack>
      {homeCount === 0 ? (
        <Typography color="text.secondary">{favoritesTexts.emptyWishlist}</Typography>
      ) : homesPending ? (
        <HomesSkeleton count={homeCount} />
      ) : view === 'favorites_map' ? (
        <SavedHomesMap mapLabel={favoritesMapLabel(wishlist.name)} {...list} />
      ) : (
        <SavedHomesList {...list} />
      )}
    </Box>
  );
}

function HomesSkeleton({ count }: { readonly count: number }) {
  return (
    <Box
      role="status"
      aria-label={favoritesTexts.loading}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} spacing={1}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="40%" />
        </Stack>
      ))}
    </Box>
  );
}
