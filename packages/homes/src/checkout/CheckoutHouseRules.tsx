import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VacationRentalListing } from '@wayfare/domain';
import { useId } from 'react';
import { ListingHouseRules } from '../listing/ListingHouseRules';

export interface CheckoutHouseRulesProps {
  readonly listing: VacationRentalListing;
  readonly headingLevel?: 2 | 3;
}

/**
 * House rules and important information (spec: platform §2 desktop left column): the listing's
 * own house rules, whose important information is cut at 500 characters with read more (§9).
 */
export function CheckoutHouseRules({ listing, headingLevel = 2 }: CheckoutHouseRulesProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={`h${headingLevel}`} variant="h5" sx={{ mb: 2 }}>
        House rules
      </Typography>
      <ListingHouseRules listing={listing} />
    </Box>
  );
}
