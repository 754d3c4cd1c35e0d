import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lodgingCollectionLabels, type ListingCollection } from '@wayfare/domain';
import { premiumCollectionBenefits, premiumStayTexts } from './premiumStayTexts';

/** The collection's name and what it adds to every stay, in the collection's colours. */
export function CollectionBanner({ collection }: { readonly collection: ListingCollection }) {
  const name = lodgingCollectionLabels[collection];
  return (
    <Paper
      component="section"
      aria-label={premiumStayTexts.benefitsLabel(name)}
      sx={{
        mb: 2,
        p: { xs: 2, md: 3 },
        bgcolor: collection === 'Premier' ? 'grey.900' : 'secondary.dark',
        color: 'common.white',
      }}
    >
      <Typography variant="overline" component="p" sx={{ letterSpacing: 2 }}>
        {name}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
        {premiumCollectionBenefits[collection].map((benefit) => (
          <Typography
            key={benefit}
            component="li"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <CheckRounded fontSize="small" aria-hidden />
            {benefit}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
