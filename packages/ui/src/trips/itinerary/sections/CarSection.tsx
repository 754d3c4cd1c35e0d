import type { TripCar } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { tripKindIcons } from '../../tripKindIcons';
import { TripFacts } from '../../TripFacts';
import { itineraryActionLabels, itineraryTexts } from '../itineraryTexts';
import { ItinerarySection, type ItinerarySectionBaseProps } from './ItinerarySection';

export interface CarSectionProps extends ItinerarySectionBaseProps {
  readonly car: TripCar;
}

/**
 * The rental car of a trip (spec: products §2 modals "car confirmation, drivers, pick up, drop
 * off"): the company and the car, when and where it is picked up and dropped off. Its buttons open
 * each of those modals.
 */
export function CarSection({ car, ...section }: CarSectionProps) {
  const { locale } = section;
  return (
    <ItinerarySection
      {...section}
      title={itineraryTexts.carSection}
      Icon={tripKindIcons.Car}
      part="car"
      actions={[
        ['carConfirmation', itineraryActionLabels.carConfirmation],
        ['drivers', itineraryActionLabels.drivers],
        ['pickUp', itineraryActionLabels.pickUp],
        ['dropOff', itineraryActionLabels.dropOff],
      ]}
    >
      <TripFacts
        facts={[
          { term: itineraryTexts.vendor, value: car.vendor },
          { term: itineraryTexts.vehicle, value: car.vehicle },
          {
            term: itineraryTexts.pickUp,
            value: `${formatLocalDateTime(car.pickUp.at, locale)} · ${car.pickUp.name}`,
          },
          {
            term: itineraryTexts.dropOff,
            value: `${formatLocalDateTime(car.dropOff.at, locale)} · ${car.dropOff.name}`,
          },
        ]}
      />
    </ItinerarySection>
  );
}
