import HotelOutlined from '@mui/icons-material/HotelOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  formatFiat,
  hotelListTexts,
  hotelOfferTexts,
  lodgingCollectionLabels,
  mealPlanLabels,
  nightlyPriceText,
  totalPriceText,
  type HotelSearchResult,
} from '@wayfare/domain';
import { memo, type ElementType } from 'react';
import { ResultCard } from '../ResultCard';
import { StarRating } from '../StarRating';

export interface HotelCardProps {
  /** One hotel of the list, as the availability call answers it (spec: products §3 search result). */
  readonly result: HotelSearchResult;
  /** When the nightly price has rewards for the header's account, the price line shows them too. */
  readonly rewardsAccountReferenceId?: string;
  /** Where the card leads: the hotel's page. */
  readonly href: string;
  /**
   * The component that renders the link, given `href` (default `'a'`). A router passes its own
   * link adapter, the MUI "LinkBehavior" pattern.
   */
  readonly LinkComponent?: ElementType;
  /** The photo failed to load: it is hidden and its url reported, for the event log (spec: platform §8). */
  readonly onImageError?: (url: string) => void;
  /** The hotel's pill is selected on the map: the card is highlighted. */
  readonly selected?: boolean;
}

/**
 * A hotel of the hotel list (spec: products §3 search result; STATES §20 hotels/list/offers and
 * meal-plans): its class and where it stands, what Tripadvisor guests score it, the offers that
 * apply (a promotion by amount or percent, the best wallet offer, the nth-night promotion earned
 * or locked, corporate rates, the loyalty programme), the meal plan of its price, the price a night
 * and for the stay, and what other sites ask. Memoized like the home's card.
 */
export const HotelCard = memo(function HotelCard({
  result,
  rewardsAccountReferenceId,
  href,
  LinkComponent,
  onImageError,
  selected,
}: HotelCardProps) {
  const { lodging, lodgingCollection, price } = result;
  const place = [lodging.location?.neighbourhood, lodging.location?.city]
    .filter(Boolean)
    .join(', ');
  const offers = hotelOfferTexts(result);
  const cheapestElsewhere = [...price.comparePrices].sort(
    (a, b) => a.nightly.value - b.nightly.value,
  )[0];
  const score = lodging.tripAdvisorReviews;

  return (
    <ResultCard
      name={lodging.name}
      photoUrl={lodging.media[0]?.url}
      placeholder={<HotelOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />}
      photoBadge={
        lodgingCollection !== 'NoCollection' ? (
          <Chip
            size="small"
            label={lodgingCollectionLabels[lodgingCollection]}
            sx={{ bgcolor: 'grey.900', color: 'common.white', fontWeight: 700 }}
          />
        ) : undefined
      }
      href={href}
      LinkComponent={LinkComponent}
      onImageError={onImageError}
      selected={selected}
    >
      <StarRating rating={lodging.starRating} />
      {place && (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      )}
      {score && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`${score.overallScore.toFixed(1)}/5 ${hotelListTexts.tripAdvisor} `}
          {score.reviewsCount !== undefined && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {`(${score.reviewsCount.toLocaleString('en-US')} reviews)`}
            </Box>
          )}
        </Typography>
      )}
      {offers.length > 0 && (
        <Box
          component="ul"
          aria-label="Offers"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {offers.map((offer) => (
            <Chip
              key={offer}
              component="li"
              size="small"
              variant="outlined"
              color="success"
              label={offer}
            />
          ))}
        </Box>
      )}
      {price.mealPlan && (
        <Typography variant="body2" color="success.dark" sx={{ fontWeight: 600 }}>
          {mealPlanLabels[price.mealPlan]}
        </Typography>
      )}
      <Typography variant="body1" sx={{ fontWeight: 700, mt: 'auto', pt: 1 }}>
        {nightlyPriceText(price.nightly, rewardsAccountReferenceId)}
      </Typography>
      {price.total && (
        <Typography variant="body2" color="text.secondary">
          {totalPriceText(price.total)}
        </Typography>
      )}
      {cheapestElsewhere && (
        <Typography variant="body2" color="text.secondary">
          {`${formatFiat(cheapestElsewhere.nightly)} / night on ${cheapestElsewhere.providerName}`}
        </Typography>
      )}
    </ResultCard>
  );
});
