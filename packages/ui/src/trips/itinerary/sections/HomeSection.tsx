import Typography from '@mui/material/Typography';
import type { TripHome } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { tripKindIcons } from '../../tripKindIcons';
import { TripFacts } from '../../TripFacts';
import { itineraryActionLabels, itineraryTexts } from '../itineraryTexts';
import { ItinerarySection, type ItinerarySectionBaseProps } from './ItinerarySection';

export interface HomeSectionProps extends ItinerarySectionBaseProps {
  readonly home: TripHome;
}

/**
 * The vacation rental of a trip (spec: products §2 modals "basic info, cancel home, host and
 * rental details"): the listing, its address, check-in and check-out in its local time, and the
 * guests. Its buttons: check-in times, basic info, host and rental details, the cancellation
 * policy, and cancelling while the home can still be cancelled online.
 */
export function HomeSection({ home, ...section }: HomeSectionProps) {
  const { locale } = section;
  return (
    <ItinerarySection
      {...section}
      title={itineraryTexts.homeSection}
      Icon={tripKindIcons.Home}
      part="home"
      actions={[
        ['homeCheckIn', itineraryActionLabels.stayCheckIn],
        ['homeBasicInfo', itineraryActionLabels.basicInfo],
        ['hostAndRentalDetails', itineraryActionLabels.hostAndRentalDetails],
        ['homeCancellationPolicy', itineraryActionLabels.cancellationPolicy],
        ['cancelHome', itineraryActionLabels.cancelHome],
      ]}
    >
      <Typography sx={{ fontWeight: 600 }}>{home.listingName}</Typography>
      <TripFacts
        facts={[
          { term: itineraryTexts.address, value: home.address },
          { term: itineraryTexts.checkIn, value: formatLocalDateTime(home.checkIn, locale) },
          { term: itineraryTexts.checkOut, value: formatLocalDateTime(home.checkOut, locale) },
          { term: itineraryTexts.guests, value: itineraryTexts.guestCount(home.guests) },
        ]}
      />
    </ItinerarySection>
  );
}
