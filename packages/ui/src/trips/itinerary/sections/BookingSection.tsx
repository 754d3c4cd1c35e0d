import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Trip } from '@wayfare/domain';
import { formatTripInstant } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { tripConfirmationCode } from '../../tripTitle';
import { itineraryActionLabels, itineraryTexts } from '../itineraryTexts';
import { ItinerarySection, type ItinerarySectionBaseProps } from './ItinerarySection';

export interface BookingSectionProps extends ItinerarySectionBaseProps {
  readonly trip: Trip;
  /** The traveller's time zone, for the booking date. */
  readonly timeZone: string;
}

/**
 * The booking itself, whatever the trip's kind: its confirmation code, where its confirmation goes,
 * when it was booked and for how many. Its buttons: the confirmation, resending it, changing the
 * email, the travelers and a request to edit one, and the itemized receipt.
 */
export function BookingSection({ trip, timeZone, ...section }: BookingSectionProps) {
  const { locale } = section;
  const code = tripConfirmationCode(trip);
  return (
    <ItinerarySection
      {...section}
      title={itineraryTexts.bookingSection}
      Icon={ReceiptLongOutlined}
      part="booking"
      actions={[
        ['confirmation', itineraryActionLabels.confirmation],
        ['resendConfirmation', itineraryActionLabels.resendConfirmation],
        ['changeEmail', itineraryActionLabels.changeEmail],
        ['travelers', itineraryActionLabels.travelers],
        ['requestTravelerEdit', itineraryActionLabels.requestTravelerEdit],
        ['receipt', itineraryActionLabels.receipt],
      ]}
    >
      <TripFacts
        facts={[
          code !== undefined && { term: itineraryTexts.confirmationCode, value: code },
          { term: itineraryTexts.email, value: trip.email },
          {
            term: itineraryTexts.bookedOn,
            value: formatTripInstant(trip.bookedAt, locale, timeZone),
          },
          {
            term: itineraryTexts.travelers,
            value: itineraryTexts.travelerCount(trip.travelers.length),
          },
        ]}
      />
    </ItinerarySection>
  );
}
