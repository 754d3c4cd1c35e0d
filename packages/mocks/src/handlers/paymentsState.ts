import type { CardType, PaymentMethod } from '@wayfare/domain';
import { sessionState } from './sessionScope';

/** A card the vault tokenised: what verification learns from its token. */
export interface TokenisedCard {
  readonly last4: string;
  readonly cardType: CardType;
}

// Tokens stand for cards, as with the real vault; verified cards join the saved ones.
const payments = sessionState(() => ({
  tokens: new Map<string, TokenisedCard>(),
  added: new Array<PaymentMethod>(),
  deleted: new Set<string>(),
  issued: 0,
}));

/** The session's cards as plain JSON: tokenised, verified (added) and deleted. */
export interface PaymentsStateSnapshot {
  readonly tokens: readonly [string, TokenisedCard][];
  readonly added: readonly PaymentMethod[];
  readonly deleted: readonly string[];
  readonly issued: number;
}

export function tokeniseCard(card: TokenisedCard): string {
  const state = payments.get();
  state.issued += 1;
  const token = `card-token-${state.issued}`;
  state.tokens.set(token, card);
  return token;
}

export const tokenisedCard = (token: string) => payments.get().tokens.get(token);

export function newPaymentId(): string {
  const state = payments.get();
  state.issued += 1;
  return `payment-verified-${state.issued}`;
}

export function addPaymentMethod(method: PaymentMethod): void {
  payments.get().added.push(method);
}

export function deletePaymentMethod(paymentId: string): void {
  payments.get().deleted.add(paymentId);
}

/** The cards a scenario started with, plus those verified and minus those deleted this session. */
export function currentPaymentMethods(initial: readonly PaymentMethod[]): PaymentMethod[] {
  const { added, deleted } = payments.get();
  return [...initial, ...added].filter((method) => !deleted.has(method.id));
}

export function snapshotPaymentsState(): PaymentsStateSnapshot {
  const { tokens, added, deleted, issued } = payments.get();
  return { tokens: [...tokens], added: [...added], deleted: [...deleted], issued };
}

export function restorePaymentsState(snapshot: PaymentsStateSnapshot): void {
  payments.set({
    tokens: new Map(snapshot.tokens),
    added: [...snapshot.added],
    deleted: new Set(snapshot.deleted),
    issued: snapshot.issued,
  });
}

export function resetPaymentsState(): void {
  restorePaymentsState({ tokens: [], added: [], deleted: [], issued: 0 });
}
