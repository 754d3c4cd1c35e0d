import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  listingCollections,
  lodgingCollectionLabels,
  type ListingCollection,
} from '@wayfare/domain';
import { useId } from 'react';
import { HotelsSearchPanel } from '../search/HotelsSearchPanel';
import { CollectionBanner } from './CollectionBanner';
import { premiumOffersTexts } from './premiumStayTexts';

/**
 * The premium offers page (spec: platform §2 /premium-offers/, products §1 the Premier and
 * Lifestyle collections; its contents are ours): each collection's benefits and a search of its
 * hotels, which opens the hotel results filtered to the collection.
 */
export function PremiumOffersPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${premiumOffersTexts.title} · Wayfare`}</title>
      <Typography variant="h1">{premiumOffersTexts.title}</Typography>
      <Typography sx={{ mt: 1, mb: 4, maxWidth: '60ch' }}>{premiumOffersTexts.intro}</Typography>
      <Stack spacing={6}>
        {listingCollections.map((collection) => (
          <CollectionOffer key={collection} collection={collection} />
        ))}
      </Stack>
    </Container>
  );
}

/** A collection's offer: its benefits and the search of its hotels. */
function CollectionOffer({ collection }: { readonly collection: ListingCollection }) {
  const headingId = useId();
  const name = lodgingCollectionLabels[collection];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {premiumOffersTexts.search(name)}
      </Typography>
      <CollectionBanner collection={collection} />
      <HotelsSearchPanel lodgingCollection={collection} />
    </Box>
  );
}
