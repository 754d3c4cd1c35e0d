import { defaultLocale, type TripPlace } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { checkInTexts, itineraryTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface StayCheckInDialogProps extends ItineraryDialogBaseProps {
  /** The hotel or home, by name and address. */
  readonly place: TripPlace;
  /** Local date and time of check-in at the place, "2026-08-01T16:00". */
  readonly checkIn: string;
  /** Local date and time of check-out at the place, "2026-08-05T11:00". */
  readonly checkOut: string;
  /** The locale times are written in (en-US by default, products §9). */
  readonly locale?: string;
}

/**
 * The "check-in" modal of a hotel or a home (spec: products §2): where, and the check-in and
 * check-out times in the place's own local time.
 */
export function StayCheckInDialog({
  place,
  checkIn,
  checkOut,
  locale = defaultLocale,
  ...dialog
}: StayCheckInDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={checkInTexts.stayTitle}>
      <TripFacts
        facts={[
          { term: itineraryTexts.checkIn, value: formatLocalDateTime(checkIn, locale) },
          { term: itineraryTexts.checkOut, value: formatLocalDateTime(checkOut, locale) },
          { term: checkInTexts.place, value: place.name },
          { term: itineraryTexts.address, value: place.address },
        ]}
      />
    </ItineraryInfoDialog>
  );
}
