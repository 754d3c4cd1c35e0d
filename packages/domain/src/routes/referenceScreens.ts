import { parseQueryEnum } from './queryValues';

/** spec: products §2 "Page parameter referenceScreen". */
export const referenceScreenQueryKey = 'referenceScreen';

/** spec: products §2 referenceScreen "accepts air_homepage (default), hotel_homepage, my_trips_homepage". */
export const referenceScreens = ['air_homepage', 'hotel_homepage', 'my_trips_homepage'] as const;
export type ReferenceScreen = (typeof referenceScreens)[number];

export const defaultReferenceScreen: ReferenceScreen = 'air_homepage';

/** spec: products §2 "air_homepage (default)". */
export function parseReferenceScreen(value: string | null | undefined): ReferenceScreen {
  return parseQueryEnum(referenceScreens, value) ?? defaultReferenceScreen;
}
