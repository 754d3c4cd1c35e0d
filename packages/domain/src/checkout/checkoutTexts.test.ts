import { expect, it } from 'vitest';
import {
  checkoutBreakdownTexts,
  checkoutTexts,
  confirmationTexts,
  sharedTexts,
  treesModalText,
} from './checkoutTexts';

// spec: platform §2 "Checkout, desktop", "Confirmation page", "Other shared screen texts"
it('keeps the spec texts of checkout and confirmation', () => {
  expect(checkoutTexts).toMatchObject({
    title: 'Confirm and Book',
    subtitle: 'Enter all required details',
    backToResults: 'Back to results',
    reviewHeader: 'Review your trip before you confirm and book',
    reviewMyTrip: 'Review my Trip',
  });
  expect(confirmationTexts.banner).toBe('Confirmed, your stay is booked.');
  expect(confirmationTexts.emailSent('ada@example.com')).toBe(
    'An email confirmation will be sent to ada@example.com',
  );
  expect(confirmationTexts.confirmationNumber('R-123')).toBe('Your booking confirmation is #R-123');
  expect(sharedTexts.complimentaryFourthNight).toBe('Complimentary fourth night');
  expect(treesModalText).toContain('2 trees with a $0.25 donation');
});

// spec: platform §2 "terms acknowledgement" (our wording)
it('reads the terms acknowledgement as one sentence around its link', () => {
  const { termsBefore, termsOfService, termsAfter } = checkoutBreakdownTexts;
  expect(`${termsBefore}${termsOfService}${termsAfter}`).toBe(
    'By selecting Confirm and Book, you agree to the house rules, the cancellation policy and the terms of service.',
  );
});
