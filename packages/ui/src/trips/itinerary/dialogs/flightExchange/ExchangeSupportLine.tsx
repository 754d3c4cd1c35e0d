import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { flightExchangeTexts } from './flightExchangeTexts';

export interface ExchangeSupportLineProps {
  /** What leads to the number, a sentence ending in a colon or "Call us at". */
  readonly lead?: string;
  /** The tenant's support line (domain's tenantSettings). */
  readonly supportPhone: string;
}

/** The tenant's support phone, as a link a phone can call. */
export function ExchangeSupportLine({
  lead = flightExchangeTexts.callUs,
  supportPhone,
}: ExchangeSupportLineProps) {
  return (
    <Typography sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
      <PhoneRounded fontSize="small" color="action" aria-hidden />
      <span>{lead}</span>
      <Link href={`tel:${supportPhone}`} sx={{ fontWeight: 600 }}>
        {supportPhone}
      </Link>
    </Typography>
  );
}
