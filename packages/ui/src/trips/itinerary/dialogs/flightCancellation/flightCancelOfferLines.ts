import {
  flightCancelPolicyNextStep,
  formatFiat,
  type FlightCancelCost,
  type FlightCancelOffer,
  type FlightCancelRefundForm,
} from '@wayfare/domain';
import { flightCancelAmountTexts, flightCancelResolutionTexts } from './flightCancellationTexts';

/** What comes back from the offer's amounts alone, or who says what comes back. */
function amountsText(offer: FlightCancelOffer, locale: string): string {
  const { refund, travelCredit } = offer;
  if (refund && travelCredit) {
    return flightCancelAmountTexts.choice(
      formatFiat(refund, locale),
      formatFiat(travelCredit, locale),
    );
  }
  if (refund) return flightCancelAmountTexts.refund(formatFiat(refund, locale));
  if (travelCredit) return flightCancelAmountTexts.credit(formatFiat(travelCredit, locale));
  switch (flightCancelPolicyNextStep(offer)) {
    case 'contactAirline':
      return flightCancelAmountTexts.airlineDecides;
    case 'contactSupport':
      return flightCancelAmountTexts.agentDecides;
    case 'wait':
      return flightCancelResolutionTexts.CancellationPending;
    default:
      return flightCancelAmountTexts.nothing;
  }
}

/**
 * "What you get back", in words: the resolution's text with the offer's amounts (products §4
 * "Resolution scenarios"), or, where the offer names none or lacks the amount its resolution
 * speaks of, what its amounts give.
 */
export function whatComesBackText(offer: FlightCancelOffer, locale: string): string {
  const refund = offer.refund && formatFiat(offer.refund, locale);
  const credit = offer.travelCredit && formatFiat(offer.travelCredit, locale);
  const texts = flightCancelResolutionTexts;
  switch (offer.resolution) {
    case 'CfarCash':
    case 'TicketedVoid':
    case 'AirlineFullRefund':
      return refund ? texts[offer.resolution](refund) : amountsText(offer, locale);
    case 'CfarFtc':
      return credit ? texts.CfarFtc(credit) : amountsText(offer, locale);
    case 'CashOrFtc':
    case 'AirlinePartialRefundOrCash':
      return refund && credit
        ? texts[offer.resolution](refund, credit)
        : amountsText(offer, locale);
    case 'WithPenalty':
      if (refund) return texts.WithPenalty(flightCancelAmountTexts.refundPhrase(refund));
      if (credit) return texts.WithPenalty(flightCancelAmountTexts.creditPhrase(credit));
      return amountsText(offer, locale);
    case 'TooCloseToDeparture':
    case 'ContactCustomerService':
    case 'CancellationPending':
    case 'Error':
      return texts[offer.resolution];
    case undefined:
      return amountsText(offer, locale);
  }
}

/** The cost line's value: a spec cost text as it is (products §8), or the fee. */
export function costValue(cost: FlightCancelCost, locale: string): string {
  return cost.kind === 'text' ? cost.text : formatFiat(cost.amount, locale);
}

/**
 * What came back in the refund form chosen, inside a sentence: "$2,034.60 back to your card", "an
 * airline travel credit of $560.00"; undefined where nothing did.
 */
export function comeBackPhrase(
  offer: FlightCancelOffer,
  refundForm: FlightCancelRefundForm | undefined,
  locale: string,
): string | undefined {
  if (refundForm === 'Ftc' && offer.travelCredit) {
    return flightCancelAmountTexts.creditPhrase(formatFiat(offer.travelCredit, locale));
  }
  if (refundForm === 'Cash' && offer.refund) {
    return flightCancelAmountTexts.refundPhrase(formatFiat(offer.refund, locale));
  }
  return undefined;
}
