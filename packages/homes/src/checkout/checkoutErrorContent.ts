import type { CheckoutOutcome } from '@wayfare/booking';
import { errorPanelContent, type ErrorPanelContent } from '@wayfare/domain';

/**
 * What the checkout's error dialog says for an outcome (spec: platform §8 Checkout error panels):
 * the panel's content, titled with the outcome's own message when it has one (platform §5
 * "Invalid Request.", "Session token is not present.", "Session is undefined"). An outcome
 * without a panel (confirmation details) shows none: the traveler step is where to fix it.
 */
export function checkoutErrorContent(outcome: CheckoutOutcome): ErrorPanelContent | undefined {
  if (outcome.panel === undefined) return undefined;
  const content = errorPanelContent(outcome.panel);
  return outcome.message === undefined ? content : { ...content, title: outcome.message };
}
