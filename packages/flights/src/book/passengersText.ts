import { countWithUnitText, type FlightPassengerCounts } from '@wayfare/domain';
import { flightSearchFormTexts } from '@wayfare/ui';

/** "2 adults, 1 infant on lap": who flies, the kinds with none left out. */
export function passengersText(passengers: FlightPassengerCounts): string {
  return (Object.entries(passengers) as [keyof FlightPassengerCounts, number][])
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => countWithUnitText(flightSearchFormTexts.passengerCounts[kind], count))
    .join(', ');
}
