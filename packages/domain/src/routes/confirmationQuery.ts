import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryFlag, queryFlagValue } from './queryValues';
import { routePaths } from './routePaths';

/** The booking confirmation query (spec: platform §2 "with isTravelApp in the query on mobile"). */
export interface ConfirmationQuery {
  readonly isTravelApp: boolean;
}

export function parseConfirmationQuery(input: QueryInput): ConfirmationQuery {
  return { isTravelApp: parseQueryFlag(readQuery(input).get('isTravelApp')) };
}

export function buildConfirmationQuery(query: ConfirmationQuery): string {
  return buildQueryString([['isTravelApp', queryFlagValue(query.isTravelApp)]]);
}

/**
 * spec: platform §2 "After a successful booking the user goes to the confirmation route (with
 * isTravelApp in the query on mobile)": the flag is carried on from a mobile checkout only.
 */
export function confirmationPath(context: {
  readonly isTravelApp: boolean;
  readonly isMobile: boolean;
}): string {
  const query = buildConfirmationQuery({ isTravelApp: context.isMobile && context.isTravelApp });
  return `${routePaths.vacationRentalConfirm}${query}`;
}
