import type { Fiat, PaymentRequest, RewardsAmount, WalletCoverage } from '@wayfare/domain';

export interface PaymentChoices {
  /** The quote's pay-now total. */
  readonly total: Fiat;
  /** What the wallet covers; none when nothing is applied. */
  readonly wallet: WalletCoverage | undefined;
  readonly offerId: string | undefined;
  readonly rewards:
    | {
        readonly accountReferenceId: string;
        readonly rewards: RewardsAmount;
        readonly fiatAmount: Fiat;
      }
    | undefined;
  readonly paymentMethodId: string | undefined;
}

const cents = (value: number) => Math.round(value * 100);
const amount = (total: Fiat, valueInCents: number): Fiat => ({
  ...total,
  value: valueInCents / 100,
});

/**
 * The payments of a booking (spec: platform §3 "card, rewards, card plus rewards, wallet offer,
 * wallet credit"): the wallet first (walletCoverage says what it covers), then rewards up to what
 * is left, then the card for the rest. Undefined when something is left to pay and no card is
 * chosen: the booking cannot be paid. Our rule; the domain has none for assembling them.
 */
export function paymentRequestsOf(choices: PaymentChoices): PaymentRequest[] | undefined {
  const { total, wallet } = choices;
  const requests: PaymentRequest[] = [];
  if (wallet && wallet.offerApplied > 0 && choices.offerId !== undefined)
    requests.push({
      type: 'TravelWalletOffer',
      offerId: choices.offerId,
      amount: amount(total, cents(wallet.offerApplied)),
    });
  if (wallet && wallet.creditApplied > 0)
    requests.push({
      type: 'TravelWalletCredit',
      amount: amount(total, cents(wallet.creditApplied)),
    });

  let due = cents(wallet ? wallet.amountDue : total.value);
  let rewardsPart;
  if (choices.rewards && due > 0) {
    const worth = cents(choices.rewards.fiatAmount.value);
    const paid = Math.min(worth, due);
    // Rewards worth more than is left after the wallet pay only their share of it.
    const rewardsValue =
      paid === worth
        ? choices.rewards.rewards.value
        : Math.round((choices.rewards.rewards.value * paid) / worth);
    rewardsPart = {
      accountReferenceId: choices.rewards.accountReferenceId,
      rewardsAmount: { ...choices.rewards.rewards, value: rewardsValue },
      fiatAmount: amount(total, paid),
    };
    due -= paid;
  }
  if (due > 0 && choices.paymentMethodId === undefined) return undefined;
  const cardPart =
    due > 0 && choices.paymentMethodId !== undefined
      ? { paymentMethodId: choices.paymentMethodId, amount: amount(total, due) }
      : undefined;

  if (rewardsPart && cardPart)
    requests.push({ type: 'Split', card: cardPart, rewards: rewardsPart });
  else if (rewardsPart) requests.push({ type: 'Rewards', ...rewardsPart });
  else if (cardPart) requests.push({ type: 'UserCard', ...cardPart });
  return requests;
}
