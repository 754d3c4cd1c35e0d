import { defaultLocale, type TripCar } from '@wayfare/domain';
import { carCounterTexts } from '../itineraryTexts';
import { CarCounterFacts } from './CarCounterFacts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface PickUpDialogProps extends ItineraryDialogBaseProps {
  /** Where and when the car is picked up. */
  readonly pickUp: TripCar['pickUp'];
  /** The locale the time is written in (en-US by default, products §9). */
  readonly locale?: string;
}

/** The "pick up" modal (spec: products §2): when, where and at what address the car is collected. */
export function PickUpDialog({ pickUp, locale = defaultLocale, ...dialog }: PickUpDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={carCounterTexts.pickUpTitle}>
      <CarCounterFacts counter={pickUp} timeTerm={carCounterTexts.pickUpAt} locale={locale} />
    </ItineraryInfoDialog>
  );
}
