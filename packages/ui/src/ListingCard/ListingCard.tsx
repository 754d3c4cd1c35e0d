import HomeOutlined from '@mui/icons-material/HomeOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  bedroomsText,
  formatReviewScore,
  nightlyPriceText,
  totalPriceText,
  upToGuestsText,
  type ListingMedia,
  type Price,
} from '@wayfare/domain';
import { memo, useId, useState, type ElementType } from 'react';

export interface ListingCardProps {
  /** The listing's name: the card is one link, named by it. */
  readonly name: string;
  /** The card's photo; without one (or when it fails to load) a plain placeholder shows. */
  readonly photo?: ListingMedia;
  /** The review score out of 100, shown divided by 10 with one decimal (spec: platform §9). */
  readonly score?: number;
  /** Shown as "Up to N guest(s)". */
  readonly maxOccupancy?: number;
  /** Shown as "N bedroom(s)". */
  readonly bedrooms?: number;
  /** The price of one night, the card's main price. */
  readonly nightly: Price;
  /** The price of the whole stay, shown under the nightly price. */
  readonly total: Price;
  /**
   * The rewards account chosen in the header: when the nightly price has rewards for it, the
   * price line also shows them ("$289.00 / night · or 28,900 miles").
   */
  readonly rewardsAccountReferenceId?: string;
  /** Where the card leads: the listing page. */
  readonly href: string;
  /**
   * The component that renders the link, given `href` (default `'a'`). A router passes its own
   * link adapter, the MUI "LinkBehavior" pattern.
   */
  readonly LinkComponent?: ElementType;
  /** The photo failed to load: it is hidden and its url reported, for the event log (spec: platform §8). */
  readonly onImageError?: (url: string) => void;
  /** The listing's marker is selected on the map: the card is highlighted. */
  readonly selected?: boolean;
}

/**
 * A vacation-rental search result (spec: platform §2 search results): photo, name, review score,
 * guests and bedrooms, the nightly price (with rewards) and the total. The whole card is one link
 * named by the listing's name (a stretched link); the other facts are its description.
 *
 * Memoized: a results list that grows by a page renders only its new cards, so long as it hands
 * the others equal props (the same price and photo objects, a module-level `LinkComponent`, one
 * `onImageError` callback for every render).
 */
export const ListingCard = memo(function ListingCard({
  name,
  photo,
  score,
  maxOccupancy,
  bedrooms,
  nightly,
  total,
  rewardsAccountReferenceId,
  href,
  LinkComponent = 'a',
  onImageError,
  selected = false,
}: ListingCardProps) {
  const detailsId = useId();
  const [failedUrl, setFailedUrl] = useState<string>();
  const photoUrl = photo?.url !== failedUrl ? photo?.url : undefined;
  const facts = [
    maxOccupancy === undefined ? undefined : upToGuestsText(maxOccupancy),
    bedrooms === undefined ? undefined : bedroomsText(bedrooms),
  ].filter((fact) => fact !== undefined);

  const photoFailed = (url: string) => {
    setFailedUrl(url);
    onImageError?.(url);
  };

  return (
    <Card
      variant="outlined"
      data-selected={selected}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: (theme) => (selected ? `0 0 0 2px ${theme.palette.primary.main}` : 'none'),
        transition: (theme) => theme.transitions.create('box-shadow'),
        '&:hover': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        // The link is the name, but the whole card shows its focus.
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
          // The link names the listing, so the photo adds nothing to read.
          <Box
            component="img"
            src={photoUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => photoFailed(photoUrl)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <HomeOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />
        )}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography
          component="h3"
          variant="h3"
          sx={{
            fontSize: '1.0625rem',
            // Long names wrap to two lines and are cut there; the link's name stays whole.
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {/*
            One link, named by the listing only; its ::after covers the card, so the whole card
            is the link's target without reading the prices as part of its name.
          */}
          <Box
            component={LinkComponent}
            href={href}
            aria-describedby={detailsId}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {name}
          </Box>
        </Typography>
        <Box
          id={detailsId}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}
        >
          {score !== undefined && (
            <Typography
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              <StarRounded fontSize="small" sx={{ color: 'warning.dark' }} />
              <Box component="span" sx={visuallyHidden}>
                {'Review score '}
              </Box>
              {formatReviewScore(score)}
            </Typography>
          )}
          {facts.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {facts.join(' · ')}
            </Typography>
          )}
          <Typography variant="body1" sx={{ fontWeight: 700, mt: 'auto', pt: 1 }}>
            {nightlyPriceText(nightly, rewardsAccountReferenceId)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {totalPriceText(total)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
});
