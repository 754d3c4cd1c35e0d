import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  offersForProductLine,
  travelWalletOfferProductLines,
  type TravelWalletOffer,
} from '@wayfare/domain';
import { useId } from 'react';
import { offerProductLineLabels, travelWalletTexts } from './travelWalletTexts';
import { WalletOfferCard } from './WalletOfferCard';

export interface WalletOffersProps {
  /** Every offer of the wallet (spec: platform §3 offers). */
  readonly offers: readonly TravelWalletOffer[];
  /** The locale amounts and dates are written in (en-US by default). */
  readonly locale?: string;
  /** The time zone dates are shown in (America/Toronto by default). */
  readonly timeZone?: string;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/**
 * The travel offers by product line, in the spec's order (products §3 "Air, CarRental, Lodging,
 * LodgingPriceFreeze, Home"); a line with no offer is left out. An offer for several lines is
 * listed under each (ours: a traveller looks for what they can use on the product they book).
 */
export function WalletOffers({ offers, locale, timeZone, className }: WalletOffersProps) {
  const headingId = useId();
  const lines = travelWalletOfferProductLines
    .map((productLine) => ({ productLine, offers: offersForProductLine(offers, productLine) }))
    .filter((line) => line.offers.length > 0);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} className={className}>
      <Typography id={headingId} variant="h2">
        {travelWalletTexts.offers}
      </Typography>
      {lines.map((line) => (
        <ProductLineOffers key={line.productLine} label={offerProductLineLabels[line.productLine]}>
          {line.offers.map((offer) => (
            <Box component="li" key={offer.id}>
              <WalletOfferCard offer={offer} locale={locale} timeZone={timeZone} />
            </Box>
          ))}
        </ProductLineOffers>
      ))}
    </Stack>
  );
}

function ProductLineOffers({ label, children }: { label: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
