import Typography from '@mui/material/Typography';
import type { TripHotel } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { tripKindIcons } from '../../tripKindIcons';
import { TripFacts } from '../../TripFacts';
import { itineraryActionLabels, itineraryTexts } from '../itineraryTexts';
import { ItinerarySection, type ItinerarySectionBaseProps } from './ItinerarySection';

export interface HotelSectionProps extends ItinerarySectionBaseProps {
  readonly hotel: TripHotel;
}

/**
 * The hotel of a trip (spec: products §2, §3): its name and address, check-in and check-out in the
 * hotel's local time, the room and the guests. Its buttons: check-in times and basic info.
 */
export function HotelSection({ hotel, ...section }: HotelSectionProps) {
  const { locale } = section;
  return (
    <ItinerarySection
      {...section}
      title={itineraryTexts.hotelSection}
      Icon={tripKindIcons.Hotel}
      part="hotel"
      actions={[
        ['hotelCheckIn', itineraryActionLabels.stayCheckIn],
        ['hotelBasicInfo', itineraryActionLabels.basicInfo],
      ]}
    >
      <Typography sx={{ fontWeight: 600 }}>{hotel.hotel.name}</Typography>
      <TripFacts
        facts={[
          { term: itineraryTexts.address, value: hotel.hotel.address },
          { term: itineraryTexts.checkIn, value: formatLocalDateTime(hotel.checkIn, locale) },
          { term: itineraryTexts.checkOut, value: formatLocalDateTime(hotel.checkOut, locale) },
          {
            term: itineraryTexts.room,
            value:
              hotel.rooms === 1
                ? hotel.roomName
                : `${hotel.roomName} · ${itineraryTexts.roomCount(hotel.rooms)}`,
          },
          { term: itineraryTexts.guests, value: itineraryTexts.guestCount(hotel.guests) },
        ]}
      />
    </ItinerarySection>
  );
}
