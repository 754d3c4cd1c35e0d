import { HostedCardFieldsError, type HostedCardToken } from '@wayfare/api';
import { testCard, tokeniseAtFakeVault } from '@wayfare/test-kit/server';

/**
 * The vault's token of a card, as the vault's frame gets it (useHostedCardFields): a call of the
 * frame's own to the fake vault, with no Wayfare credentials; the hook sees only the token.
 */
export async function vaultToken(number: string): Promise<HostedCardToken> {
  const card = testCard(number);
  const answer = await tokeniseAtFakeVault(location.origin, card);
  if (typeof answer === 'number')
    throw new HostedCardFieldsError('failed', `The vault answered ${answer}.`);
  return { ...answer, month: card.month, year: card.year };
}
