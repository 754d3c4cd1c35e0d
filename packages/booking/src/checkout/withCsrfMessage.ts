import { isApiError } from '@wayfare/api';
import type { CheckoutFailure } from '@wayfare/domain';

/**
 * A purchase call the client did not send for want of the session's CSRF token (spec: platform §7
 * "a CSRF header (H-Csrf-Token) taken from a cookie"): its failure panel says why, in the client's
 * words ("sign in again"), instead of the generic title.
 */
export function withCsrfMessage(failure: CheckoutFailure, error: unknown): CheckoutFailure {
  return isApiError(error, 'csrf') ? { ...failure, message: error.message } : failure;
}
