import { childrenOfCount, type Guests, type StaysAvailabilityQuery } from '@wayfare/domain';

/** The guest picker's value for a hotel search (the address keeps a count of children, no pets). */
export function hotelGuestsOf(query: StaysAvailabilityQuery): Guests {
  const { adultsCount, childrenCount, roomsCount } = query;
  return { adultsCount, children: childrenOfCount(childrenCount), petsCount: 0, roomsCount };
}

export function withHotelGuests(
  query: StaysAvailabilityQuery,
  guests: Guests,
): StaysAvailabilityQuery {
  const { adultsCount, children, roomsCount } = guests;
  return { ...query, adultsCount, childrenCount: children.length, roomsCount };
}
