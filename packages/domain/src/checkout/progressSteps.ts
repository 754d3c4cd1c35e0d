import { tenantSettings, type Tenant } from '../platform/tenant';

/** The desktop checkout's progress steps (spec: platform §2). */
export const progressSteps = [
  'add-travelers',
  'contact-information',
  'rewards-and-payment',
] as const;
export type ProgressStep = (typeof progressSteps)[number];

export const progressStepStates = ['pending', 'in-progress', 'completed'] as const;
export type ProgressStepState = (typeof progressStepStates)[number];

/** Each state in words, for assistive technology (spec: platform §4 "pending, in progress or completed"; the words are ours). */
export const progressStepStateTexts: Record<ProgressStepState, string> = {
  pending: 'not started',
  'in-progress': 'in progress',
  completed: 'completed',
};

/** The corporate progress bar's summary, e.g. "1 of 3 steps complete" (our wording). */
export function progressSummaryText(states: Record<ProgressStep, ProgressStepState>): string {
  const done = progressSteps.filter((step) => states[step] === 'completed').length;
  return `${done} of ${progressSteps.length} steps complete`;
}

/** spec: platform §2 'Add Travelers, Contact Information, Rewards & payment (labelled "Payment" in the corporate tenant)'. */
export function progressStepLabel(step: ProgressStep, tenant: Tenant): string {
  switch (step) {
    case 'add-travelers':
      return 'Add Travelers';
    case 'contact-information':
      return 'Contact Information';
    case 'rewards-and-payment':
      return tenantSettings(tenant).paymentStepLabel;
  }
}

export interface ProgressInput {
  readonly travelerChosen: boolean;
  /** Email and phone both match the contact patterns. */
  readonly contactValid: boolean;
  readonly rewardsAccountChosen: boolean;
  readonly paymentMethodChosen: boolean;
  /** What is still due after rewards and wallet. */
  readonly amountRemaining: number;
}

/**
 * spec: platform §4 "travelers step is completed once a traveler is chosen; contact step is
 * complete when email and phone match the patterns; the payment step is in progress when a rewards
 * account is chosen without a payment method and an amount remains, and completed when a rewards
 * account or payment method is chosen."
 */
export function progressStepStatesOf(
  input: ProgressInput,
): Record<ProgressStep, ProgressStepState> {
  const payment = (): ProgressStepState => {
    if (input.rewardsAccountChosen && !input.paymentMethodChosen && input.amountRemaining > 0)
      return 'in-progress';
    return input.rewardsAccountChosen || input.paymentMethodChosen ? 'completed' : 'pending';
  };
  return {
    'add-travelers': input.travelerChosen ? 'completed' : 'pending',
    'contact-information': input.contactValid ? 'completed' : 'pending',
    'rewards-and-payment': payment(),
  };
}
