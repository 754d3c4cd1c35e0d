import type { IsoDate } from '../stays/stayDates';
import type { FlightLeg, FlightSearch } from './flightSearch';
import type { FlightLegDraft, FlightSearchDraft } from './flightSearchDraft';
import { flightSearchProblems } from './flightSearchProblems';

const chosenLeg = ({ origin, destination, departureDate }: FlightLegDraft): FlightLeg[] =>
  origin === undefined || destination === undefined ? [] : [{ origin, destination, departureDate }];

/**
 * The search a form asks for, once nothing is wrong with it (`flightSearchProblems`); undefined
 * while something is.
 */
export function flightSearchOf(draft: FlightSearchDraft, today: IsoDate): FlightSearch | undefined {
  const legs = draft.legs.flatMap(chosenLeg);
  if (flightSearchProblems(draft, today).length > 0) return undefined;
  return {
    tripType: draft.tripType,
    legs,
    passengers: draft.passengers,
    cabinClass: draft.cabinClass,
  };
}
