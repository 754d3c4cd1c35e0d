import type { TripExperience } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { tripKindIcons } from '../../tripKindIcons';
import { TripFacts } from '../../TripFacts';
import { durationText, itineraryActionLabels, itineraryTexts } from '../itineraryTexts';
import { ItinerarySection, type ItinerarySectionBaseProps } from './ItinerarySection';

export interface ExperienceSectionProps extends ItinerarySectionBaseProps {
  readonly experience: TripExperience;
}

/**
 * The experience of a trip (spec: products §2 modals "experience itinerary and cancellation
 * policy"): where it meets, when it starts (local time) and how long it lasts.
 */
export function ExperienceSection({ experience, ...section }: ExperienceSectionProps) {
  const { locale } = section;
  const { meetingPoint } = experience;
  return (
    <ItinerarySection
      {...section}
      title={itineraryTexts.experienceSection}
      Icon={tripKindIcons.Experience}
      part="experience"
      actions={[
        ['experienceItinerary', itineraryActionLabels.experienceItinerary],
        ['experienceCancellationPolicy', itineraryActionLabels.cancellationPolicy],
      ]}
    >
      <TripFacts
        facts={[
          {
            term: itineraryTexts.meetingPoint,
            value: `${meetingPoint.name}, ${meetingPoint.address}`,
          },
          { term: itineraryTexts.starts, value: formatLocalDateTime(experience.startsAt, locale) },
          { term: itineraryTexts.duration, value: durationText(experience.durationMinutes) },
        ]}
      />
    </ItinerarySection>
  );
}
