import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dateTimeFormat, formatReviewScore, type ListingReview } from '@wayfare/domain';

export interface ListingReviewsProps {
  readonly reviews: readonly ListingReview[];
  /** The listing's overall score out of 100. */
  readonly score?: number;
  readonly locale?: string;
}

/** spec: platform §2 Reviews; §9 "Reviews score divided by 10, shown with one decimal." */
export function ListingReviews({ reviews, score, locale = 'en-US' }: ListingReviewsProps) {
  const dateFormat = dateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Stack spacing={3}>
      {score !== undefined && (
        <Typography variant="h3" component="p">
          {formatReviewScore(score)} out of 10 · {reviews.length} review
          {reviews.length === 1 ? '' : 's'}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {reviews.map((review) => (
          <Box
            component="li"
            key={review.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{review.author}</Typography>
              <Typography aria-label={`Rated ${formatReviewScore(review.score)} out of 10`}>
                {formatReviewScore(review.score)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {dateFormat.format(new Date(`${review.createdAt}T00:00:00Z`))}
            </Typography>
            <Typography sx={{ mt: 1 }}>{review.text}</Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
