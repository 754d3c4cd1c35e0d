import Typography from '@mui/material/Typography';
import { defaultLocale, type TripExperience } from '@wayfare/domain';
import { useId } from 'react';
import { formatLocalDateTime } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { durationText, experienceItineraryTexts, itineraryTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface ExperienceItineraryDialogProps extends ItineraryDialogBaseProps {
  /** The experience: where it meets, when it starts, how long it lasts, and its steps. */
  readonly experience: TripExperience;
  /** The locale the start is written in (en-US by default, products §9). */
  readonly locale?: string;
}

/**
 * The "experience itinerary" modal (spec: products §2): when and where it starts, how long it
 * lasts, then its steps in order.
 */
export function ExperienceItineraryDialog({
  experience,
  locale = defaultLocale,
  ...dialog
}: ExperienceItineraryDialogProps) {
  const stepsId = useId();
  const { meetingPoint, startsAt, durationMinutes, itinerary } = experience;
  return (
    <ItineraryInfoDialog {...dialog} title={experienceItineraryTexts.title}>
      <TripFacts
        facts={[
          { term: itineraryTexts.starts, value: formatLocalDateTime(startsAt, locale) },
          { term: itineraryTexts.duration, value: durationText(durationMinutes) },
          {
            term: itineraryTexts.meetingPoint,
            value: `${meetingPoint.name}, ${meetingPoint.address}`,
          },
        ]}
      />
      {itinerary.length > 0 && (
        <section aria-labelledby={stepsId}>
          <Typography
            id={stepsId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {experienceItineraryTexts.steps}
          </Typography>
          <Typography component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {itinerary.map((step, index) => (
              <li key={`${step.title}-${index}`}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {step.title}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {step.description}
                </Typography>
              </li>
            ))}
          </Typography>
        </section>
      )}
    </ItineraryInfoDialog>
  );
}
