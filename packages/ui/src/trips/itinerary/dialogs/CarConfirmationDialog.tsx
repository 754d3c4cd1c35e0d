import Typography from '@mui/material/Typography';
import type { TripCar } from '@wayfare/domain';
import { TripFacts } from '../../TripFacts';
import { carConfirmationTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface CarConfirmationDialogProps extends ItineraryDialogBaseProps {
  /** The rental: its company and the company's own confirmation number. */
  readonly car: Pick<TripCar, 'vendor' | 'vendorConfirmation'>;
}

/**
 * The "car confirmation" modal (spec: products §2): the rental company's own confirmation number,
 * which its counter asks for (the booking's code is the portal's).
 */
export function CarConfirmationDialog({ car, ...dialog }: CarConfirmationDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={carConfirmationTexts.title}>
      <TripFacts
        facts={[
          { term: carConfirmationTexts.vendorCode(car.vendor), value: car.vendorConfirmation },
        ]}
      />
      <Typography>{carConfirmationTexts.intro(car.vendor)}</Typography>
    </ItineraryInfoDialog>
  );
}
