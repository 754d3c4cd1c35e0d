import { defaultLocale, type TripCar } from '@wayfare/domain';
import { carCounterTexts } from '../itineraryTexts';
import { CarCounterFacts } from './CarCounterFacts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface DropOffDialogProps extends ItineraryDialogBaseProps {
  /** Where and by when the car is returned. */
  readonly dropOff: TripCar['dropOff'];
  /** The locale the time is written in (en-US by default, products §9). */
  readonly locale?: string;
}

/** The "drop off" modal (spec: products §2): by when, where and at what address the car goes back. */
export function DropOffDialog({ dropOff, locale = defaultLocale, ...dialog }: DropOffDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={carCounterTexts.dropOffTitle}>
      <CarCounterFacts counter={dropOff} timeTerm={carCounterTexts.dropOffAt} locale={locale} />
    </ItineraryInfoDialog>
  );
}
