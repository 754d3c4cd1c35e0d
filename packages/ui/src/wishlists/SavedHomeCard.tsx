import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { nightlyPriceText, type ListingMedia, type Price } from '@wayfare/domain';
import { useId, useState, type ElementType } from 'react';
import { SaveToWishlistButton } from './SaveToWishlistButton';
import { wishlistTexts } from './wishlistTexts';

export interface SavedHomeCardProps {
  /** The listing's name: the card is one link, named by it, and a group named by it too. */
  readonly name: string;
  /** The home's photo; without one (or when it fails to load) a plain placeholder shows. */
  readonly photo?: ListingMedia;
  /** Where it is, e.g. "Tofino, BC". */
  readonly place?: string;
  /** The nightly price for the next dates; without one the home shows as not available. */
  readonly nightly?: Price;
  /** The listing page. */
  readonly href: string;
  /** The component that renders the link (default `'a'`), as ListingCard's. */
  readonly LinkComponent?: ElementType;
  /** The heart was pressed: the page takes the home out of the wishlists. */
  readonly onRemove: () => void;
  /** The removal is under way: the heart shows progress and cannot be pressed again. */
  readonly removing?: boolean;
  /** Its marker is selected on the map: the card is highlighted. */
  readonly selected?: boolean;
  /** The photo failed to load: it is hidden and its url reported, as ListingCard's. */
  readonly onImageError?: (url: string) => void;
}

/**
 * A home saved in a wishlist: photo, name, place and nightly price, one link to the listing, and
 * a filled heart ("Remove from wishlist") above the link.
 */
export function SavedHomeCard({
  name,
  photo,
  place,
  nightly,
  href,
  LinkComponent = 'a',
  onRemove,
  removing = false,
  selected = false,
  onImageError,
}: SavedHomeCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const [failedUrl, setFailedUrl] = useState<string>();
  const photoUrl = photo?.url !== failedUrl ? photo?.url : undefined;
  return (
    <Card
      variant="outlined"
      role="group"
      aria-labelledby={nameId}
      data-selected={selected}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: (theme) => (selected ? `0 0 0 2px ${theme.palette.primary.main}` : 'none'),
        '&:has(a:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        sx={{
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {photoUrl ? (
          <Box
            component="img"
            src={photoUrl}
            alt=""
            loading="lazy"
            onError={() => {
              setFailedUrl(photoUrl);
              onImageError?.(photoUrl);
            }}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <HomeOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />
        )}
      </Box>
      {/* Above the card's stretched link, so the heart is its own target. */}
      <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>
        <SaveToWishlistButton saved onClick={onRemove} busy={removing} size="small" />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography component="h3" variant="h3" id={nameId} sx={{ fontSize: '1.0625rem' }}>
          <Box
            component={LinkComponent}
            href={href}
            aria-describedby={detailsId}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              overflowWrap: 'anywhere',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {name}
          </Box>
        </Typography>
        <Box id={detailsId}>
          {place && (
            <Typography variant="body2" color="text.secondary">
              {place}
            </Typography>
          )}
          <Typography variant="body1" sx={{ fontWeight: 700, pt: 1 }}>
            {nightly ? nightlyPriceText(nightly) : wishlistTexts.notPriced}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
