import { parseQueryEnum } from './queryValues';

/** How a result list is shown (spec: products §2 "Result-view modes"). */
export const resultViewModes = ['map', 'list', 'favorites_map', 'favorites_list'] as const;
export type ResultViewMode = (typeof resultViewModes)[number];

/** spec: products §2 names no default view mode, so an unknown one is dropped. */
export function parseResultViewMode(value: string | null | undefined): ResultViewMode | undefined {
  return parseQueryEnum(resultViewModes, value);
}
