import type { CardType, NewCard } from '@wayfare/domain';

/** What the fake vault answers for a card it takes. */
export interface FakeVaultToken {
  readonly token: string;
  readonly last4: string;
  readonly cardType: CardType;
}

/** A card of the fake vault's test cards: Ada's, to be paid in December 2030. */
export const testCard = (number: string): NewCard => ({
  fullName: 'Ada Lovelace',
  number,
  month: 12,
  year: 2030,
  cvv: '123',
  postalCode: 'M5V 2T6',
});

/**
 * Tokenises a card at the fake vault as the vault's hosted-fields frame does: a plain call of its
 * own, with no Wayfare credentials. The token, or the vault's answer status when it refuses.
 */
export async function tokeniseAtFakeVault(
  origin: string,
  card: NewCard,
): Promise<FakeVaultToken | number> {
  const response = await globalThis.fetch(new URL('/vault/v1/payment_methods', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ environmentKey: 'mock-vault-environment-key', card }),
  });
  if (!response.ok) return response.status;
  const { transaction } = (await response.json()) as {
    transaction: {
      payment_method: { token: string; last_four_digits: string; card_type: CardType };
    };
  };
  const method = transaction.payment_method;
  return { token: method.token, last4: method.last_four_digits, cardType: method.card_type };
}
