import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { starRatingStars, starRatingText, type StarRating as Rating } from '@wayfare/domain';

export interface StarRatingProps {
  /** The hotel's class (products §3): NotAvailable draws nothing, One to Five that many stars. */
  readonly rating: Rating;
  /** The stars' size: small on a card, medium on the hotel's page. */
  readonly size?: 'small' | 'medium';
}

/** A hotel's class as stars, read as "4-star hotel"; nothing for a hotel without a rating. */
export function StarRating({ rating, size = 'small' }: StarRatingProps) {
  const stars = starRatingStars(rating);
  if (stars === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Box component="span" sx={visuallyHidden}>
        {starRatingText(rating)}
      </Box>
      {Array.from({ length: stars }, (_, index) => (
        <StarRounded
          key={index}
          aria-hidden
          fontSize={size}
          sx={{ color: 'warning.dark', mx: -0.125 }}
        />
      ))}
    </Box>
  );
}
