import { describe, expect, it } from 'vitest';
import { errorPanelContent, type CheckoutErrorPanel } from './errorPanels';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

// spec: platform §8 "Checkout error panels"
describe('errorPanelContent', () => {
  it('default panel: title, subtitle and both buttons', () => {
    expect(errorPanelContent({ kind: 'default' })).toEqual({
      icon: 'generic-error',
      title: 'Uh oh! Something went wrong',
      subtitle: 'Please search again',
      primary: { action: 'search-again', label: 'Search Again' },
      secondary: { action: 'choose-another-property', label: 'Choose Another Property' },
    });
  });

  it.each<[CheckoutErrorPanel, string, string]>([
    [{ kind: 'generic' }, 'Something went wrong.', 'Try Again'],
    // A booking that may exist sends the traveller to their trips, never to book again.
    [{ kind: 'booking-unknown' }, 'Something went wrong.', 'Go to My Trips'],
    [
      { kind: 'search-failed' },
      'Uh oh! We were unable to process your search request.',
      'Search Again',
    ],
    [
      { kind: 'card-not-found', supportPhone: '1-800-555-0134' },
      'We were unable to process your payment method.',
      'Continue',
    ],
    [
      { kind: 'fraud', supportPhone: '1-800-555-0134' },
      "There is an issue with you account. Please contact the issuer's support.",
      'Search Again',
    ],
    [{ kind: 'redemption-failure' }, 'Rewards Redemption Failure', 'Try Again'],
    [
      { kind: 'payment-verification', failure: 'InvalidCVV' },
      'CVV Error',
      'Edit Payment Information',
    ],
    [
      { kind: 'payment-verification', failure: 'InvalidAddress' },
      'Address Verification Error',
      'Edit Payment Information',
    ],
    [
      { kind: 'payment-verification', failure: 'Other' },
      'Error Adding Payment Method',
      'Edit Payment Information',
    ],
    [
      { kind: 'travelers', reason: 'InvalidGuestCountry' },
      "This hotel cannot take a booking for the main guest's country.",
      'Modify Travelers',
    ],
    [
      { kind: 'travelers', reason: 'CheckInMinimumAgeNotMet' },
      "The main guest is under this hotel's minimum check-in age.",
      'Modify Travelers',
    ],
    [
      { kind: 'travelers', reason: 'NoAdultPassenger' },
      'Every flight booking needs an adult passenger.',
      'Modify Travelers',
    ],
    [
      { kind: 'travelers', reason: 'SomethingNew' },
      'We could not book for these travelers.',
      'Modify Travelers',
    ],
    [{ kind: 'ticketing-pending' }, 'Your booking is still being ticketed.', 'Go to My Trips'],
    [{ kind: 'price-changed' }, 'The price changed while you booked.', 'Continue'],
    [{ kind: 'booking-refused', supportPhone: '1-800-555-0134' }, 'Booking refused', 'Try Again'],
  ])('%o: "%s" with "%s"', (panel, title, primaryLabel) => {
    const content = errorPanelContent(panel);
    expect(content.title).toBe(title);
    expect(content.primary.label).toBe(primaryLabel);
  });

  it('card not found advises to choose or re-add a method and names the support line', () => {
    const { subtitle } = errorPanelContent({
      kind: 'card-not-found',
      supportPhone: '1-800-555-0134',
    });
    expect(subtitle).toMatch(/choose another payment method or add this one again/);
    expect(subtitle).toContain('1-800-555-0134');
  });

  it('payment verification shows the first error message, or asks to add the card again', () => {
    expect(
      errorPanelContent({
        kind: 'payment-verification',
        failure: 'Other',
        firstErrorMessage: 'Card expired.',
      }).subtitle,
    ).toBe('Card expired.');
    expect(errorPanelContent({ kind: 'payment-verification', failure: 'Other' }).subtitle).toBe(
      'Please add your payment method again.',
    );
  });

  it('a price increase names the amount, with the increase icon', () => {
    const content = errorPanelContent({ kind: 'price-change', difference: usd(12.5) });
    expect(content.title).toBe('The price has increased by $12.50.');
    expect(content.icon).toBe('price-increase');
    expect(content.primary).toEqual({ action: 'acknowledge-price-change', label: 'Continue' });
  });

  it('a price decrease names the amount, with the price-drop icon', () => {
    const content = errorPanelContent({ kind: 'price-change', difference: usd(-3) });
    expect(content.title).toBe("You're in luck! The price has decreased by $3.00.");
    expect(content.icon).toBe('price-drop');
  });

  it('an unavailable stay shows the reason row and its action', () => {
    expect(errorPanelContent({ kind: 'unavailable', reason: 'PetPolicyViolation' })).toMatchObject({
      title: 'Pets not allowed.',
      subtitle: 'Please remove pets to continue.',
      primary: { action: 'change-guests', label: 'Change Guests' },
    });
  });
});
