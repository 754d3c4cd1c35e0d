import type { FlightSlice } from '@wayfare/domain';
import { itineraryTexts } from '../itineraryTexts';

/** A slice's route by airport code, from its first origin to its last destination: "YYZ to CDG". */
export function sliceRoute(slice: FlightSlice): string {
  const origin = slice.segments[0]?.origin.locationCode ?? '';
  const destination = slice.segments.at(-1)?.destination.locationCode ?? '';
  return itineraryTexts.segmentRoute(origin, destination);
}
