import {
  childrenOfCount,
  violatedStayRestriction,
  unavailabilityReasonOf,
  type CalendarDay,
  type Guests,
  type IsoDate,
  type ListingQuery,
  type VacationRentalListing,
} from '@wayfare/domain';

/** The guest picker's value for a listing address. */
export function guestsOf(query: ListingQuery): Guests {
  return {
    adultsCount: query.adultsCount,
    children: query.children,
    petsCount: query.petsCount,
    roomsCount: query.roomsCount,
  };
}

/** The address after the guest picker: the address keeps a count of children (spec: platform §2, each stored as 17). */
export function withGuests(query: ListingQuery, guests: Guests): ListingQuery {
  return {
    ...query,
    adultsCount: guests.adultsCount,
    children: childrenOfCount(guests.children.length),
    petsCount: guests.petsCount,
    roomsCount: guests.roomsCount,
  };
}

/**
 * Why the stay cannot be booked, if it cannot: the server's reason when the listing came back
 * unavailable, else the first stay restriction the listing's own terms and calendar show (spec:
 * platform §5, §8). `null` is an unavailable listing that gives no reason.
 */
export function stayUnavailability(
  listing: VacationRentalListing,
  query: ListingQuery,
  calendar: readonly CalendarDay[] | undefined,
  today: IsoDate,
): string | null | undefined {
  const { availability, terms } = listing;
  if (availability.AvailabilityResult === 'Unavailable')
    return availability.reasons[0]?.reason ?? null;
  const restriction = violatedStayRestriction(
    {
      stayDates: { from: query.fromDate, until: query.untilDate },
      guests: query.adultsCount + query.children.length,
      pets: query.petsCount,
      today,
    },
    {
      petFriendly: terms.petFriendly,
      ...(terms.maxOccupancy === undefined ? {} : { maxOccupancy: terms.maxOccupancy }),
      ...(calendar ? { calendar } : {}),
    },
  );
  return restriction === undefined ? undefined : unavailabilityReasonOf(restriction);
}
