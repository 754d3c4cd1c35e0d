import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ListingMedia } from '@wayfare/domain';
import type { ElementType } from 'react';
import type { WishlistSummary } from './wishlistSummary';
import { homeCountText } from './wishlistTexts';

export interface WishlistCardProps {
  readonly wishlist: WishlistSummary;
  /** The cover: a photo of a home saved in it; without one, a plain heart. */
  readonly photo?: ListingMedia;
  /** The wishlist's page (spec: platform §2 "that wishlist page"). */
  readonly href: string;
  /** The component that renders the link (default `'a'`), as ListingCard's. */
  readonly LinkComponent?: ElementType;
  /** The wishlist shown now: its link is the current page. */
  readonly current?: boolean;
}

/** A wishlist: its cover, name and home count, one link to its page. */
export function WishlistCard({
  wishlist,
  photo,
  href,
  LinkComponent = 'a',
  current = false,
}: WishlistCardProps) {
  return (
    <Card
      variant="outlined"
      data-current={current}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        borderColor: current ? 'primary.main' : 'divider',
        boxShadow: (theme) => (current ? `0 0 0 1px ${theme.palette.primary.main}` : 'none'),
        '&:hover': { borderColor: 'primary.main' },
        '&:has(a:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {photo ? (
          <Box
            component="img"
            src={photo.url}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <FavoriteBorderRounded sx={{ color: 'text.secondary' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={LinkComponent}
          href={href}
          aria-current={current ? 'page' : undefined}
          sx={{
            display: 'block',
            fontWeight: 700,
            color: 'text.primary',
            textDecoration: 'none',
            overflowWrap: 'anywhere',
            outline: 'none',
            // The whole card is the link's target.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {wishlist.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {homeCountText(wishlist.homeCount)}
        </Typography>
      </Box>
    </Card>
  );
}
