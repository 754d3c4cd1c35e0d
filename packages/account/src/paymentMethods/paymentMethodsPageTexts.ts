/**
 * The payment-methods page's own words (ours: the spec names the screen, "save ... payment
 * methods" (platform §1), but shows none of its texts). The heading "Payment methods" is ours.
 */
export const paymentMethodsPageTexts = {
  heading: 'Payment methods',
  loading: 'Loading payment methods',
  loadError: "We couldn't load your saved cards. Please try again later.",
  deleteError: "We couldn't delete this card. Please try again.",
  added: (card: string) => `${card} was added.`,
  deleted: (card: string) => `${card} was removed.`,
} as const;
