import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  defaultTimeZone,
  formatWalletAmount,
  type TravelWalletOffer,
} from '@wayfare/domain';
import { useId } from 'react';
import { formatWalletDate } from './formatWalletDate';
import { offerUsageLabels, travelWalletTexts } from './travelWalletTexts';
import { WalletFacts } from './WalletFacts';

export interface WalletOfferCardProps {
  /** The offer (spec: platform §3 offers), with its usage (products §3) when it has one. */
  readonly offer: TravelWalletOffer;
  /** The offer title's heading level in the page outline. */
  readonly headingLevel?: 3 | 4;
  /** The locale amounts and dates are written in (en-US by default). */
  readonly locale?: string;
  /** The time zone dates are shown in (America/Toronto by default). */
  readonly timeZone?: string;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/**
 * One travel offer: its title, the shop-page banner, its descriptions, amount, maximum applicable
 * credit, sale start and usage (spec: platform §3 offers; products §3 offer usage). An offer with
 * no usage shows none (ours: the spec lists no usage for an offer not yet used).
 */
export function WalletOfferCard({
  offer,
  headingLevel = 4,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  className,
}: WalletOfferCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-usage={offer.status}
      className={className}
      sx={{ p: 2, height: '100%' }}
    >
      <Stack spacing={1.5}>
        <Typography
          id={titleId}
          component={`h${headingLevel}`}
          variant="subtitle1"
          sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}
        >
          {offer.title}
        </Typography>
        {offer.shopPageBanner && (
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              p: 1,
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            <LocalOfferOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{offer.shopPageBanner}</Typography>
          </Box>
        )}
        {offer.descriptions.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {offer.descriptions.map((description) => (
              <Typography component="li" variant="body2" key={description}>
                {description}
              </Typography>
            ))}
          </Box>
        )}
        <WalletFacts
          facts={[
            {
              term: travelWalletTexts.offerAmount,
              value: formatWalletAmount(offer.amount, locale),
            },
            offer.maxApplicableCredit && {
              term: travelWalletTexts.maxApplicableCredit,
              value: formatWalletAmount(offer.maxApplicableCredit, locale),
            },
            offer.saleEventStartOn !== undefined && {
              term: travelWalletTexts.saleEventStartOn,
              value: formatWalletDate(offer.saleEventStartOn, locale, timeZone),
            },
            offer.status && {
              term: travelWalletTexts.offerUsage,
              value: offerUsageLabels[offer.status],
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
