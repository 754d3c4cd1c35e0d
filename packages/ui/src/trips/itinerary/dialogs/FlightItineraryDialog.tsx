import { defaultLocale, type FlightSlice, type FlightTripType } from '@wayfare/domain';
import type { FlightNames } from '../flightNames';
import { flightItineraryTexts, sliceTitle } from '../itineraryTexts';
import { FlightSliceDetails } from '../sections/FlightSliceDetails';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface FlightItineraryDialogProps extends ItineraryDialogBaseProps {
  /** Every slice of the flight (a multi-city trip has up to 5, products §2) and its segments. */
  readonly slices: readonly FlightSlice[];
  /** How the slices are titled: Outbound and Return, or Leg 1 of 5 for a multi-city trip. */
  readonly tripType: FlightTripType;
  /** Names of the airlines and airports of the flight's codes; codes alone without them. */
  readonly flightNames?: FlightNames;
  /** The locale times are written in (en-US by default, products §9). */
  readonly locale?: string;
}

/**
 * The flight itinerary modal (spec: products §2 "outbound/return/multi-city itinerary (up to 5
 * legs)"): each slice under its title, with each of its flights, times and layovers; a booked
 * trip's, or the flights chosen in the shop.
 */
export function FlightItineraryDialog({
  slices,
  tripType,
  flightNames,
  locale = defaultLocale,
  ...dialog
}: FlightItineraryDialogProps) {
  return (
    <ItineraryInfoDialog
      {...dialog}
      title={
        tripType === 'multi_city' ? flightItineraryTexts.multiCityTitle : flightItineraryTexts.title
      }
    >
      {slices.map((slice, index) => (
        <FlightSliceDetails
          // A slice has no id; its place in the itinerary is stable.
          key={index}
          slice={slice}
          title={sliceTitle(tripType, index, slices.length)}
          headingLevel={3}
          flightNames={flightNames}
          locale={locale}
        />
      ))}
    </ItineraryInfoDialog>
  );
}
