import {
  canadaVoidWindowLastMinute,
  formatTimeOfDay,
  protectionTerms,
  usVoidWindowBusinessHours,
  walletCreditPoints,
} from '@wayfare/domain';
import { anyOf, countOf, usd } from './helpFormat';
import { protectionTermsSections } from './protectionTermsSections';
import {
  termsSectionIds,
  type TermsSection,
  type TermsSectionId,
  type TermsSectionText,
} from './termsSection';

// The sentences are ours around the figures of products §9 and the rules of §5.

function travelCredits(): TermsSectionText {
  const credits = protectionTerms.travelCredits;
  const collections = protectionTerms.priceMatch.excludedPayAtHotelCollections;
  return {
    heading: 'Travel credits',
    summary: `Travel credits sit in your travel wallet and pay for bookings; ${usd(1)} of credit is worth ${walletCreditPoints(1)} points.`,
    terms: [
      `Top-tier cards receive ${usd(credits.annualTopTierUsd)} of travel credit each year.`,
      `Mid-tier cards receive a one-time ${usd(credits.oneTimeMidTierUsd)} credit, valid for ${countOf(credits.midTierValidityYears, 'year')}.`,
      `A limited offer gives a one-time ${usd(credits.oneTimeLimitedOfferUsd)} credit, valid for ${countOf(credits.limitedOfferValidityYears, 'year')}.`,
      `Credits convert at ${walletCreditPoints(1)} points per currency unit.`,
      `Credits cannot be used on pay-at-hotel bookings of ${anyOf(collections)} hotels.`,
      `You may dispute a credit within ${countOf(protectionTerms.creditDisputeWindow.days, 'day')}.`,
    ],
  };
}

function voidWindows(): TermsSectionText {
  const canadaLastMinute = formatTimeOfDay(canadaVoidWindowLastMinute);
  return {
    heading: 'Void windows',
    summary: `A flight ticket can be voided free of charge for about ${countOf(usVoidWindowBusinessHours, 'business hour')} after purchase in the United States, and until ${canadaLastMinute} local time on the day of purchase in Canada.`,
    terms: [
      `United States: about ${countOf(usVoidWindowBusinessHours, 'business hour')} after purchase.`,
      `Canada: until ${canadaLastMinute} local time on the day of purchase.`,
      'A voided ticket is cancelled as if it had never been bought.',
    ],
  };
}

function otherTerms(): TermsSectionText {
  const refund = protectionTerms.washingtonStateRefund;
  return {
    heading: 'Other terms',
    summary: 'Refunds for Washington-state residents and copyright notices.',
    terms: [
      `Washington-state residents are refunded within ${countOf(refund.days, 'day')}, or within ${countOf(refund.daysIfFundsNotSent, 'day')} if the funds were not sent.`,
      `After a copyright (DMCA) counter-notice we wait ${countOf(protectionTerms.dmcaCounterNoticeWait.days, 'day')} before restoring the content.`,
    ],
  };
}

/** Every section of the terms page, by id. */
export function termsSectionsById(): Record<TermsSectionId, TermsSectionText> {
  return {
    ...protectionTermsSections(),
    'travel-credits': travelCredits(),
    'void-windows': voidWindows(),
    'other-terms': otherTerms(),
  };
}

/** Every section of the terms page, in order. */
export function termsSections(): TermsSection[] {
  const byId = termsSectionsById();
  return termsSectionIds.map((id) => ({ id, ...byId[id] }));
}
