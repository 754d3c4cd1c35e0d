import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TripHome } from '@wayfare/domain';
import { useId } from 'react';
import { TripFacts } from '../../TripFacts';
import { hostDetailsTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface HostAndRentalDetailsDialogProps extends ItineraryDialogBaseProps {
  /** The home: its host, the host's confirmation code and what the rental comes with. */
  readonly home: Pick<TripHome, 'host' | 'hostConfirmationCode' | 'rentalDetails'>;
}

/**
 * The "host and rental details" modal (spec: products §2): who hosts the home ("Hosted by",
 * platform §2) and how to call them, the host's confirmation code, and the rental's details.
 */
export function HostAndRentalDetailsDialog({ home, ...dialog }: HostAndRentalDetailsDialogProps) {
  const detailsId = useId();
  const { host, hostConfirmationCode, rentalDetails } = home;
  return (
    <ItineraryInfoDialog {...dialog} title={hostDetailsTexts.title}>
      <Typography sx={{ fontWeight: 600 }}>{hostDetailsTexts.hostedBy(host.name)}</Typography>
      {host.phone !== undefined && (
        <Typography>
          {hostDetailsTexts.phone}:{' '}
          <Link href={`tel:${host.phone.replace(/[^\d+]/g, '')}`}>{host.phone}</Link>
        </Typography>
      )}
      {hostConfirmationCode !== undefined && (
        <TripFacts facts={[{ term: hostDetailsTexts.hostCode, value: hostConfirmationCode }]} />
      )}
      {rentalDetails.length > 0 && (
        <section aria-labelledby={detailsId}>
          <Typography id={detailsId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {hostDetailsTexts.rentalDetails}
          </Typography>
          <Typography component="ul" sx={{ m: 0, pl: 3 }}>
            {rentalDetails.map((detail, index) => (
              <li key={`${detail}-${index}`}>{detail}</li>
            ))}
          </Typography>
        </section>
      )}
    </ItineraryInfoDialog>
  );
}
