/** What a lodging search is for: a location, given lodgings, a market or a place (spec: products §3). */
export const lodgingSearchTypes = ['Location', 'LodgingIds', 'Market', 'Place'] as const;
export type LodgingSearchType = (typeof lodgingSearchTypes)[number];
