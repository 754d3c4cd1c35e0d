import type { FlightFare, FlightOption, FlightSlice } from '@wayfare/domain';

/** A flight of the list as a slice of the trip, under the fare chosen (or shown) for it. */
export function sliceOf(option: FlightOption, fare: FlightFare): FlightSlice {
  return {
    segments: option.segments,
    fareShelf: { shortBrandName: fare.shortBrandName, rating: fare.shelfRating },
  };
}
