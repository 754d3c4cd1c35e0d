import type { TripCar } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { carCounterTexts } from '../itineraryTexts';

export interface CarCounterFactsProps {
  /** Where and when: the rental's pick up or drop off. */
  readonly counter: TripCar['pickUp'];
  /** The term of its time, "Pick up on" or "Drop off by". */
  readonly timeTerm: string;
  readonly locale: string;
}

/** A car counter's place, address and time (the place's local time), as pick up and drop off show it. */
export function CarCounterFacts({ counter, timeTerm, locale }: CarCounterFactsProps) {
  return (
    <TripFacts
      facts={[
        { term: timeTerm, value: formatLocalDateTime(counter.at, locale) },
        { term: carCounterTexts.place, value: counter.name },
        { term: carCounterTexts.address, value: counter.address },
      ]}
    />
  );
}
