import { readQuery, type QueryInput } from './queryString';
import { parseQueryFlag } from './queryValues';

/**
 * The agent flag's query key. The spec says only "an agent flag in the address" (platform §1); the
 * key and its "=true" form are ours.
 */
export const agentModeQueryKey = 'agent';

/** spec: platform §1 "A travel-app embedded mode (flag isTravelApp in the address)". */
export const travelAppQueryKey = 'isTravelApp';

export interface AddressModes {
  /** Agent-portal mode: delegated session, agent fee on quotes and bookings (spec: platform §1). */
  readonly isAgentMode: boolean;
  /** Travel-app embedded mode: no back buttons, no rewards banner, steps mirrored (spec: platform §1). */
  readonly isTravelApp: boolean;
}

/** The modes the address switches on: agent=true and isTravelApp=true; anything else is off. */
export function parseAddressModes(input: QueryInput): AddressModes {
  const query = readQuery(input);
  return {
    isAgentMode: parseQueryFlag(query.get(agentModeQueryKey)),
    isTravelApp: parseQueryFlag(query.get(travelAppQueryKey)),
  };
}
