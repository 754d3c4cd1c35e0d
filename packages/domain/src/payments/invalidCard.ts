/** A last four that the card network gave us: exactly four digits. */
const lastFourPattern = /^\d{4}$/;

/**
 * spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal". The
 * last four is unknown when it is missing or is not exactly four digits (a masked or empty value).
 */
export function isInvalidCard(card: { readonly last4?: string | null | undefined }): boolean {
  return !lastFourPattern.test(card.last4 ?? '');
}
