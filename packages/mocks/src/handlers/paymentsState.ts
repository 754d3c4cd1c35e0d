import type { CardType, PaymentMethod } from '@wayfare/domain';

/** A card the vault tokenised: what verification learns from its token. */
export interface TokenisedCard {
  readonly last4: string;
  readonly cardType: CardType;
}

// Tokens stand for cards, as with the real vault; verified cards join the saved ones.
let tokens = new Map<string, TokenisedCard>();
let added: PaymentMethod[] = [];
let deleted = new Set<string>();
let issued = 0;

/** The session's cards as plain JSON: tokenised, verified (added) and deleted. */
export interface PaymentsStateSnapshot {
  readonly tokens: readonly [string, TokenisedCard][];
  readonly added: readonly PaymentMethod[];
  readonly deleted: readonly string[];
  readonly issued: number;
}

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

export function snapshotPaymentsState(): PaymentsStateSnapshot {
  return { tokens: [...tokens], added: [...added], deleted: [...deleted], issued };
}

export function restorePaymentsState(snapshot: PaymentsStateSnapshot): void {
  tokens = new Map(snapshot.tokens);
  added = [...snapshot.added];
  deleted = new Set(snapshot.deleted);
  issued = snapshot.issued;
}

export function resetPaymentsState(): void {
  restorePaymentsState({ tokens: [], added: [], deleted: [], issued: 0 });
}
