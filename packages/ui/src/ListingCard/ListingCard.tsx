import HomeOutlined from '@mui/icons-material/HomeOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
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
import { memo, type ElementType } from 'react';
import { ResultCard } from '../ResultCard';

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
  const facts = [
    maxOccupancy === undefined ? undefined : upToGuestsText(maxOccupancy),
    bedrooms === undefined ? undefined : bedroomsText(bedrooms),
  ].filter((fact) => fact !== undefined);

  return (
    <ResultCard
      name={name}
      photoUrl={photo?.url}
      placeholder={<HomeOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />}
      href={href}
      LinkComponent={LinkComponent}
      onImageError={onImageError}
      selected={selected}
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
    </ResultCard>
  );
});
