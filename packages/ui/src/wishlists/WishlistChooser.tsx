import { lazy } from 'react';
import { MountedFromFirstOpen } from '../popupOnDemand';
import type { WishlistSummary } from './wishlistSummary';

export interface WishlistChooserProps {
  /** Whether the chooser is shown. */
  readonly open: boolean;
  /** The listing being saved, named in the dialog's description. */
  readonly listingName: string;
  /** The user's wishlists, each a choice; with none, only the new-wishlist form shows. */
  readonly wishlists: readonly WishlistSummary[];
  /** The save is under way: nothing can be pressed twice. */
  readonly isSaving?: boolean;
  /** An existing wishlist was chosen. */
  readonly onChoose: (wishlistId: string) => void;
  /** A new wishlist was named: the page creates it and saves the listing there. */
  readonly onCreate: (name: string) => void;
  /** Cancel, Escape or a click outside: the home is not saved. */
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back on the heart. */
  readonly onExited?: () => void;
}

// Few open the chooser: its dialog (the wishlists, a form to name one) loads when it first opens,
// not with the listing page (which then leaves MUI's text field, select and lists out).
const WishlistChooserDialog = lazy(async () => ({
  default: (await import('./WishlistChooserDialog')).WishlistChooserDialog,
}));

/**
 * Which wishlist to save a listing into (ours: the spec's wishlist-item/create names a wishlist,
 * platform §7, without showing how it is chosen): one button per wishlist, or a new one by name.
 * Mounted from its first opening on, so that closing plays its transition.
 */
export function WishlistChooser(props: WishlistChooserProps) {
  return (
    <MountedFromFirstOpen open={props.open}>
      <WishlistChooserDialog {...props} />
    </MountedFromFirstOpen>
  );
}
