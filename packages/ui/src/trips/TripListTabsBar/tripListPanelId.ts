import type { TripListTabId } from '@wayfare/domain';

/**
 * The id of a tab's panel, which its tab controls (`aria-controls`): the tabs bar and the list
 * that shows the panel agree on it. One trips hub per page, so the tab's id is enough.
 */
export const tripListPanelId = (tab: TripListTabId): string => `trip-list-panel-${tab}`;

/** The id of a tab itself. */
export const tripListTabElementId = (tab: TripListTabId): string => `trip-list-tab-${tab}`;
