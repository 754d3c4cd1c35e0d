/** The travel wallet's checkout texts (our wording: spec platform §3, §4 give the facts, not the words). */
export const walletTexts = {
  applyCredit: 'Apply travel credit',
  offers: 'Travel offers',
  noOffer: 'No offer',
  fullyCovered: 'Your travel wallet covers the total. Nothing is due.',
  empty: 'You have no travel credits or offers to apply.',
} as const;
