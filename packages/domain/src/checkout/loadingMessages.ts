/** The loading popup's two messages (spec: platform §2 "Checkout, desktop"). */
export const loadingMessages = {
  quote: 'Saving travelers and checking availability',
  fulfil: 'Booking your stay',
} as const;
export type LoadingMessageKind = keyof typeof loadingMessages;
