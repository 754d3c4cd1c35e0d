/**
 * The trips hub's tabs, in the spec's order (products §2 "Trip-list tabs"). The ids are those of
 * the scenario ids of STATES.md §21 (`trips/{upcoming,watched,frozen-prices,...}`).
 */
export const tripListTabs = [
  { id: 'upcoming', label: 'Upcoming trips' },
  { id: 'watched', label: 'Watched trips' },
  { id: 'frozen-prices', label: 'Frozen prices' },
  { id: 'airline-credits', label: 'Airline travel credits' },
  { id: 'past', label: 'Past trips' },
  { id: 'with-offers', label: 'Trips with offers' },
] as const;
export type TripListTab = (typeof tripListTabs)[number];
export type TripListTabId = TripListTab['id'];
