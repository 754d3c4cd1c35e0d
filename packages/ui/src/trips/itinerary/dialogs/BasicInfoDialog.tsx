import { defaultLocale } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { basicInfoTexts, itineraryTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

/** A hotel stay or a home, as its basic info lists it. */
export interface BasicInfoStay {
  readonly name: string;
  readonly address: string;
  /** Local date and time of check-in at the place, "2026-08-01T16:00". */
  readonly checkIn: string;
  /** Local date and time of check-out at the place. */
  readonly checkOut: string;
  readonly guests: number;
  /** A hotel's rooms and the room booked; a home has neither. */
  readonly rooms?: number;
  readonly roomName?: string;
}

export interface BasicInfoDialogProps extends ItineraryDialogBaseProps {
  /** The hotel stay or home the modal describes: its place, dates, guests and rooms. */
  readonly stay: BasicInfoStay;
  /** The locale dates are written in (en-US by default, products §9). */
  readonly locale?: string;
}

/**
 * The "basic info" modal of a hotel or a home (spec: products §2): its name and address, its
 * dates (the place's local times), its guests and, for a hotel, its rooms.
 */
export function BasicInfoDialog({ stay, locale = defaultLocale, ...dialog }: BasicInfoDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={basicInfoTexts.title}>
      <TripFacts
        facts={[
          { term: basicInfoTexts.name, value: stay.name },
          { term: itineraryTexts.address, value: stay.address },
          { term: itineraryTexts.checkIn, value: formatLocalDateTime(stay.checkIn, locale) },
          { term: itineraryTexts.checkOut, value: formatLocalDateTime(stay.checkOut, locale) },
          { term: itineraryTexts.guests, value: itineraryTexts.guestCount(stay.guests) },
          stay.rooms !== undefined && {
            term: itineraryTexts.rooms,
            value: itineraryTexts.roomCount(stay.rooms),
          },
          stay.roomName !== undefined && { term: itineraryTexts.room, value: stay.roomName },
        ]}
      />
    </ItineraryInfoDialog>
  );
}
