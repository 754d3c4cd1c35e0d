/** The flight search's words (ours: the spec names the air homepage, products §2, not its wording). */
export const flightSearchTexts = {
  /** The page's title and heading (/flights/). */
  heading: 'Flights',
  intro:
    'Search one way, round trip, open jaw or multi-city trips of up to five flights, for up to nine passengers.',
  /** The search form's accessible name, on the page and on the home page's Flights tab. */
  formLabel: 'Search flights',
} as const;
