import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { wishlistTexts } from './wishlistTexts';

export interface SaveToWishlistButtonProps {
  /** The listing is in a wishlist: the heart is filled and the button removes it. */
  readonly saved: boolean;
  /** Pressed: the page saves (choosing a wishlist) or removes the listing. */
  readonly onClick: () => void;
  /** A save or removal is under way. */
  readonly busy?: boolean;
  /** The heart's size (MUI's IconButton sizes): small on a saved home's card. */
  readonly size?: IconButtonProps['size'];
  /** A ref to the button, so a dialog it opened can give focus back to it. */
  readonly ref?: IconButtonProps['ref'];
}

/**
 * The heart (spec: platform §1 "keep wishlists (favorites)"; STATES §2 "Save-to-wishlist"). Its
 * name says what a press does, "Save to wishlist" or "Remove from wishlist" (ours), and its
 * `data-saved` says the state for styles and tests.
 */
export function SaveToWishlistButton({
  saved,
  onClick,
  busy = false,
  size = 'medium',
  ref,
}: SaveToWishlistButtonProps) {
  return (
    <IconButton
      ref={ref}
      aria-label={saved ? wishlistTexts.remove : wishlistTexts.save}
      data-saved={saved}
      aria-busy={busy}
      disabled={busy}
      onClick={onClick}
      size={size}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'background.paper' },
        color: saved ? 'error.main' : 'text.primary',
      }}
    >
      {saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </IconButton>
  );
}
