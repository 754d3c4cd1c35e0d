/**
 * spec: platform §9 "Agent fee: 10 in one reading (added to the quote and booking in the agent
 * portal); in another reading the constant's value is not shown." We take the reading that
 * shows it.
 */
export const agentFee = 10;

/** The agentFee a price quote and a booking carry: the fee in agent-portal mode, else none. */
export function agentFeeFor(isAgentMode: boolean): number {
  return isAgentMode ? agentFee : 0;
}
