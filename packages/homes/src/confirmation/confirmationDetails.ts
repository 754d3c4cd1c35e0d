/**
 * What the checkout hands the confirmation page besides the reservation: the contact email the
 * confirmation goes to and the earn string it showed. It travels in the history entry's state, so
 * a refresh keeps it; a page opened without it falls back to the signed-in user's email.
 */
export interface ConfirmationDetails {
  readonly email?: string;
  readonly earnText?: string;
}

const textOf = (record: object, key: string): string | undefined => {
  const value: unknown = (record as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The details of a location's state; none of them when the state is not theirs. */
export function confirmationDetailsOf(state: unknown): ConfirmationDetails {
  if (typeof state !== 'object' || state === null) return {};
  const email = textOf(state, 'email');
  const earnText = textOf(state, 'earnText');
  return {
    ...(email === undefined ? {} : { email }),
    ...(earnText === undefined ? {} : { earnText }),
  };
}
