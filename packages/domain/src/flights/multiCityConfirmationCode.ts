/** spec: products §9 "the confirmation code for multi-city bookings is the agent locator prefixed H-". */
export const multiCityConfirmationPrefix = 'H-';

/**
 * spec: products §9 "the confirmation code for multi-city bookings is the agent locator prefixed
 * H-". A locator that already carries the prefix is not prefixed twice.
 */
export function multiCityConfirmationCode(agentLocator: string): string {
  return agentLocator.startsWith(multiCityConfirmationPrefix)
    ? agentLocator
    : `${multiCityConfirmationPrefix}${agentLocator}`;
}
