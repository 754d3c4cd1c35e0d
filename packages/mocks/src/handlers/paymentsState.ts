import type { CardType, PaymentMethod } from '@wayfare/domain';

/** A card the vault tokenised: what verification learns from its token. */
export interface TokenisedCard {
  readonly last4: string;
  readonly cardType: CardType;
}

// Tokens stand for cards, as with the real vault; verified cards join the saved ones.
const tokens = new Map<string, TokenisedCard>();
const added: PaymentMethod[] = [];
const deleted = new Set<string>();
let issued = 0;

export function tokeniseCard(card: TokenisedCard): string {
  issued += 1;
  const token = `card-token-${issued}`;
  tokens.set(token, card);
  return token;
}

export const tokenisedCard = (token: string) => tokens.get(token);

export function newPaymentId(): string {
  issued += 1;
  return `payment-verified-${issued}`;
}

export function addPaymentMethod(method: PaymentMethod): void {
  added.push(method);
}

export function deletePaymentMethod(paymentId: string): void {
  deleted.add(paymentId);
}

/** The cards a scenario started with, plus those verified and minus those deleted this session. */
export function currentPaymentMethods(initial: readonly PaymentMethod[]): PaymentMethod[] {
  return [...initial, ...added].filter((method) => !deleted.has(method.id));
}

export function resetPaymentsState(): void {
  tokens.clear();
  added.length = 0;
  deleted.clear();
  issued = 0;
}
