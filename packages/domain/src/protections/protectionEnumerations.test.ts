import { describe, expect, it } from 'vitest';
import { disruptionActions } from './disruptionActions';
import { disruptionEligibilities, disruptionStatuses } from './disruptionEligibility';
import { disruptionItineraryIdKey, disruptionKinds } from './disruptionKinds';
import { disruptionPolicyKinds, disruptionPremiumKinds } from './disruptionPolicy';
import { hotelCfarStates, hotelCfarStateScenarioId } from './hotelCfarStates';
import {
  hotelPriceFreezeQuoteErrors,
  hotelPriceFreezeQuoteErrorScenarioId,
} from './hotelPriceFreezeQuoteErrors';
import { priceFreezeCapStates } from './priceFreezeCap';
import { priceFreezeCredits } from './priceFreezeCredits';
import {
  priceFreezeLookupErrors,
  priceFreezeLookupErrorScenarioId,
} from './priceFreezeLookupErrors';
import { priceFreezeModalKinds, priceFreezeModalScenarioId } from './priceFreezeModals';
import { priceFreezeOfferStates } from './priceFreezeOffer';
import { priceFreezeVoucherStatuses, priceFreezeVoucherTypes } from './priceFreezeVoucher';

// spec: products §3 "Disruption protection", §4 "Disruption actions ... Eligibility ..."
describe('disruption enumerations', () => {
  it('hold the values of products §3 and §4', () => {
    expect(disruptionPolicyKinds).toEqual(['delay', 'missedConnection']);
    expect(disruptionPremiumKinds).toEqual(['fixed', 'percentage']);
    expect(disruptionKinds).toEqual(['Delayed', 'MissedConnection', 'AirlineCancellation']);
    expect(disruptionItineraryIdKey).toBe('disruptionItineraryId');
    expect(disruptionActions).toEqual([
      'Purchase',
      'Rebook',
      'Refund',
      'Remove',
      'Cancel',
      'AlreadyExercised',
      'RebookOnlyEligible',
    ]);
    expect(disruptionEligibilities).toEqual(['IsEligible', 'NotEligible']);
    expect(disruptionStatuses).toEqual(['NotDisrupted', 'IsDisrupted']);
  });
});

// spec: products §3 "Price freeze", §4 "Freeze offer states ... Cap states", §8 the price-freeze
// errors; STATES §24 for the scenario ids
describe('price-freeze enumerations', () => {
  it('hold the values of products §3 and §4', () => {
    expect(priceFreezeVoucherTypes).toEqual(['BestAvailable', 'RoomType', 'HoldTheRoom']);
    expect(priceFreezeVoucherStatuses).toEqual([
      'Expired',
      'Exchanged',
      'Refunded',
      'Exercised',
      'Valid',
    ]);
    expect(priceFreezeOfferStates).toEqual([
      'CurrentOfferActive',
      'NoOfferAvailable',
      'PreviousTripUnavailable',
      'RefreezeTrip',
    ]);
    expect(priceFreezeCapStates).toEqual(['UnderCap', 'OverCap']);
    expect(priceFreezeCredits).toEqual([
      'PriceFreezeCredit',
      'HotelPriceFreezeDepositCredit',
      'HotelPriceFreezeDiscountCredit',
      'HotelPriceFreezeExerciseCredit',
      'ChfarCredit',
    ]);
    expect(priceFreezeLookupErrors).toEqual([
      'NotFound',
      'AlreadyExchanged',
      'AlreadyExercised',
      'AlreadyRefunded',
      'Unknown',
    ]);
  });

  it('give every modal kind its STATES §24 scenario id', () => {
    expect(priceFreezeModalKinds.map(priceFreezeModalScenarioId)).toEqual([
      'price-freeze/modal-set-book-params-failed',
      'price-freeze/modal-generic-failed',
      'price-freeze/modal-custom-offer-failed',
      'price-freeze/modal-no-availability',
      'price-freeze/modal-similar-flights-refund',
      'price-freeze/modal-refund',
      'price-freeze/modal-provider-error',
      'price-freeze/modal-hotel-likely-fraud',
      'price-freeze/modal-flight-inactivity',
      'price-freeze/modal-no-adult-passenger',
      'price-freeze/modal-duplicate-booking',
      'price-freeze/modal-price-increased',
      'price-freeze/modal-price-decreased',
      'price-freeze/modal-price-increased-payment',
      'price-freeze/modal-price-decreased-payment',
      'price-freeze/modal-price-difference-flight',
      'price-freeze/modal-price-difference-hotel',
      'price-freeze/modal-price-difference-flight-add-on',
      'price-freeze/modal-price-difference-hotel-add-on',
    ]);
  });

  it('give every hotel quote error and lookup error its STATES §24 scenario id', () => {
    expect(hotelPriceFreezeQuoteErrors.map(hotelPriceFreezeQuoteErrorScenarioId)).toEqual([
      'price-freeze/hotel-quote-rewards-accounts-failure',
      'price-freeze/hotel-quote-voucher-not-found',
      'price-freeze/hotel-quote-no-hotel-products',
      'price-freeze/hotel-quote-many-hotel-products',
      'price-freeze/hotel-quote-pending',
      'price-freeze/hotel-quote-failure',
      'price-freeze/hotel-quote-exchange-rates-failure',
      'price-freeze/hotel-quote-discount-calculation-failure',
      'price-freeze/hotel-quote-invalid-quote',
      'price-freeze/hotel-quote-unavailable-quote',
      'price-freeze/hotel-quote-mismatched-quote',
    ]);
    expect(priceFreezeLookupErrors.map(priceFreezeLookupErrorScenarioId)).toEqual([
      'price-freeze/lookup-not-found',
      'price-freeze/lookup-already-exchanged',
      'price-freeze/lookup-already-exercised',
      'price-freeze/lookup-already-refunded',
      'price-freeze/lookup-unknown',
    ]);
  });
});

// spec: products §4 "Hotel cancel-for-any-reason: AgentReviewAndFulfillment, Canceled,
// ContactCustomerService, FullyRefundable, PartiallyRefundable, NonRefundablePartially,
// PastCheckInDate"; STATES §25 hotel-cfar/*
describe('hotel cancel-for-any-reason states', () => {
  it('hold the values of products §4 with their STATES §25 scenario ids', () => {
    expect(hotelCfarStates.map((state) => [state, hotelCfarStateScenarioId(state)])).toEqual([
      ['AgentReviewAndFulfillment', 'hotel-cfar/agent-review'],
      ['Canceled', 'hotel-cfar/canceled'],
      ['ContactCustomerService', 'hotel-cfar/contact-customer-service'],
      ['FullyRefundable', 'hotel-cfar/fully-refundable'],
      ['PartiallyRefundable', 'hotel-cfar/partially-refundable'],
      ['NonRefundablePartially', 'hotel-cfar/non-refundable-partially'],
      ['PastCheckInDate', 'hotel-cfar/past-check-in'],
    ]);
  });
});
