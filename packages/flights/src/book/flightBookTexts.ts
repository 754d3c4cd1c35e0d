/** The flight checkout page's own words, around the shared checkout (ours: products §2 names the screens). */
export const flightBookTexts = {
  title: 'Book your flights',
  loading: 'Loading your trip',
  incompleteTitle: 'This trip is incomplete',
  incompleteText:
    'The address does not name a fare for every flight of the trip. Search again from the flight search.',
  unsoldTitle: 'A fare of this trip is no longer offered',
  unsoldText: 'Choose that flight again: the flight list shows what is offered now.',
  chooseAgain: 'Choose flights again',
} as const;
