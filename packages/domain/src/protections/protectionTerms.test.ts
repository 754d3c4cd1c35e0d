import { describe, expect, it } from 'vitest';
import { protectionTerms, protectionTermsKeys, protectionTermsRows } from './protectionTerms';

// spec: products §9 "Business constants and limits", the table rows written out from the spec
describe('protectionTerms', () => {
  it.each([
    [
      'Price drop protection, flights',
      'monitored 10 calendar days after purchase; credit up to $50; none on packages',
    ],
    [
      'Price drop protection, hotels',
      'after 5 calendar days; credit up to the amount shown before purchase; not on Premier or Lifestyle collection',
    ],
    [
      'Price match',
      'claim within 24 hours of booking; refund 100% of the difference as travel credit; response in about 24 hours; not for packages or vacation rentals; not for pay-at-hotel bookings of Premier or Lifestyle',
    ],
    [
      'Price freeze examples',
      'cap $500 per passenger or room; window 14 days (flights), 7 days (hotels); fee per passenger; refund within 1 to 2 billing cycles',
    ],
    [
      'Flight cancel for any reason',
      'up to 3 hours before first departure; default coverage 80%; social proof over 60,000 travelers',
    ],
    ['Hotel cancel for any reason', 'until check-in time'],
    [
      'Change for any reason',
      '3 hours before departure; 24 hours advance purchase; 1 year departure window; refund of reimbursed amounts within 10 business days',
    ],
    [
      'Missed connection service',
      'cap US$5,000 per passenger; expiry 24 hours; free on multi-carrier connecting bookings',
    ],
    ['Disruption purchase', 'at least 24 hours before departure; one per passenger per trip'],
    [
      'Travel credits',
      '$300 annual (top-tier cards); one-time $100 (mid-tier, valid one year); one-time $250 (limited offer, one year)',
    ],
    ['Credit dispute window', '60 days'],
    ['Washington-state refund', '30 days, or 14 days if funds not sent'],
    ['DMCA counter-notice wait', '10 days'],
  ])('row %#: %s', (item, value) => {
    expect(protectionTermsRows()).toContainEqual({ item, value });
  });

  it('lists the rows in the order of the table', () => {
    expect(protectionTermsRows().map((row) => row.item)).toEqual([
      'Price drop protection, flights',
      'Price drop protection, hotels',
      'Price match',
      'Price freeze examples',
      'Flight cancel for any reason',
      'Hotel cancel for any reason',
      'Change for any reason',
      'Missed connection service',
      'Disruption purchase',
      'Travel credits',
      'Credit dispute window',
      'Washington-state refund',
      'DMCA counter-notice wait',
    ]);
    expect(new Set(protectionTermsKeys).size).toBe(Object.keys(protectionTerms).length);
  });

  it('types each figure of the table', () => {
    expect(protectionTerms.priceDropFlights).toMatchObject({
      monitoredCalendarDays: 10,
      maxCreditUsd: 50,
      onPackages: false,
    });
    expect(protectionTerms.priceDropHotels).toMatchObject({
      calendarDays: 5,
      maxCredit: 'the amount shown before purchase',
      excludedCollections: ['Premier', 'Lifestyle'],
    });
    expect(protectionTerms.priceMatch).toMatchObject({
      claimWithinHours: 24,
      refundPercentageOfDifference: 100,
      refundAs: 'travel credit',
      responseInAboutHours: 24,
      excludedProducts: ['Package', 'Home'],
      excludedPayAtHotelCollections: ['Premier', 'Lifestyle'],
    });
    expect(protectionTerms.priceFreeze).toMatchObject({
      capUsdPerPassengerOrRoom: 500,
      windowDays: { flight: 14, hotel: 7 },
      feePer: 'passenger',
      refundWithinBillingCycles: { min: 1, max: 2 },
    });
    expect(protectionTerms.flightCancelForAnyReason).toMatchObject({
      hoursBeforeFirstDeparture: 3,
      defaultCoveragePercentage: 80,
      socialProofTravelers: 60000,
    });
    expect(protectionTerms.hotelCancelForAnyReason.availableUntil).toBe('check-in time');
    expect(protectionTerms.changeForAnyReason).toMatchObject({
      hoursBeforeDeparture: 3,
      advancePurchaseHours: 24,
      departureWindowYears: 1,
      changesAllowed: 1,
      reimbursementBusinessDays: 10,
    });
    expect(protectionTerms.missedConnection).toMatchObject({
      capUsdPerPassenger: 5000,
      expiryHours: 24,
      freeOnMultiCarrierConnectingBookings: true,
    });
    expect(protectionTerms.disruptionPurchase).toMatchObject({
      hoursBeforeDeparture: 24,
      perPassengerPerTrip: 1,
    });
    expect(protectionTerms.travelCredits).toMatchObject({
      annualTopTierUsd: 300,
      oneTimeMidTierUsd: 100,
      midTierValidityYears: 1,
      oneTimeLimitedOfferUsd: 250,
      limitedOfferValidityYears: 1,
    });
    expect(protectionTerms.creditDisputeWindow.days).toBe(60);
    expect(protectionTerms.washingtonStateRefund).toMatchObject({
      days: 30,
      daysIfFundsNotSent: 14,
    });
    expect(protectionTerms.dmcaCounterNoticeWait.days).toBe(10);
  });
});
