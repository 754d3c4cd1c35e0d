import type { AccountUseType } from '@wayfare/domain';

/**
 * The payment-methods screen's words (ours, but "Add a new card" and the card labels, which are
 * the checkout's: the spec shows no texts of this screen).
 */
export const paymentMethodTexts = {
  savedCards: 'Saved cards',
  noCards: 'You have no saved cards.',
  noCardsHint: 'Add a card to pay for your trips faster.',
  addCard: 'Add a new card',
  accountType: {
    Personal: 'Personal account',
    Business: 'Business account',
  } satisfies Record<AccountUseType, string>,
} as const;
