import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryFlag, queryFlagValue } from './queryValues';
import { routePaths } from './routePaths';

/**
 * The booking confirmation query (spec: platform §2 "with isTravelApp in the query on mobile").
 * The reservation id is ours: it lets a refresh of the confirmation page find the booking again.
 */
export interface ConfirmationQuery {
  readonly isTravelApp: boolean;
  readonly reservationId?: string | undefined;
}

export function parseConfirmationQuery(input: QueryInput): ConfirmationQuery {
  const query = readQuery(input);
  const reservationId = query.get('reservationId')?.trim();
  return {
    isTravelApp: parseQueryFlag(query.get('isTravelApp')),
    reservationId: reservationId === '' ? undefined : reservationId,
  };
}

export function buildConfirmationQuery(query: ConfirmationQuery): string {
  return buildQueryString([
    ['reservationId', query.reservationId],
    ['isTravelApp', queryFlagValue(query.isTravelApp)],
  ]);
}

/**
 * spec: platform §2 "After a successful booking the user goes to the confirmation route (with
 * isTravelApp in the query on mobile)": the flag is carried on from a mobile checkout only.
 */
export function confirmationPath(context: {
  readonly isTravelApp: boolean;
  readonly isMobile: boolean;
  readonly reservationId?: string;
}): string {
  const query = buildConfirmationQuery({
    isTravelApp: context.isMobile && context.isTravelApp,
    reservationId: context.reservationId,
  });
  return `${routePaths.vacationRentalConfirm}${query}`;
}
