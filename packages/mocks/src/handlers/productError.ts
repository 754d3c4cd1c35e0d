import { unavailabilityMessage, type PurchaseError } from '@wayfare/domain';

/**
 * The quote error of a listing that cannot host the stay: the reason as its code, with the title
 * of spec platform §8 as its message.
 */
export function productErrorOf(reason: string): PurchaseError {
  return { kind: 'ProductError', code: reason, message: unavailabilityMessage(reason).title };
}
