/** The trip review's words (ours: products §2 names the "trip summary" and "review flight details" screens). */
export const flightBookTexts = {
  title: 'Review your trip',
  loading: 'Loading your trip',
  incompleteTitle: 'This trip is incomplete',
  incompleteText:
    'The address does not name a fare for every flight of the trip. Search again from the flight search.',
  unsoldTitle: 'A fare of this trip is no longer offered',
  unsoldText: 'Choose that flight again: the flight list shows what is offered now.',
  chooseAgain: 'Choose flights again',
  passengers: 'Passengers',
  fare: (brand: string) => `Fare: ${brand}`,
  perAdult: 'Per adult',
  total: (passengers: string) => `Total for ${passengers}`,
  notBookable:
    'Flights cannot be booked online yet. This page keeps your trip in its address: share it, or come back to it.',
} as const;
