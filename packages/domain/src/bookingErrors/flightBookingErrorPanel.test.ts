import { describe, expect, it } from 'vitest';
import { errorPanelContent } from '../checkout/errorPanels';
import { bookingValidationFailures } from './bookingValidationFailures';
import { flightBookingErrorCodes, flightBookingErrorGroup } from './flightBookingErrorGroup';
import { flightFulfilErrorPanel } from './flightBookingErrorPanel';

const supportPhone = '1-800-555-0134';
const contentOf = (code: string, message?: string) =>
  errorPanelContent(
    flightFulfilErrorPanel(
      { kind: 'ErrorCode', code, ...(message ? { message } : {}) },
      supportPhone,
    ),
  );

describe('flightFulfilErrorPanel (STATES §28)', () => {
  // Each group's panel: its title and its first button.
  const expected = {
    'card-not-found': ['We were unable to process your payment method.', 'Continue'],
    fraud: [
      "There is an issue with you account. Please contact the issuer's support.",
      'Search Again',
    ],
    'redemption-failure': ['Rewards Redemption Failure', 'Try Again'],
    payment: ['Error Adding Payment Method', 'Edit Payment Information'],
    'price-change': ['The price changed while you booked.', 'Continue'],
    travelers: [expect.any(String), 'Modify Travelers'],
    'search-again': ['Uh oh! Something went wrong', 'Search Again'],
    'session-expired': ['Uh oh! Something went wrong', 'Search Again'],
    'ticketing-pending': ['Your booking is still being ticketed.', 'Go to My Trips'],
    generic: ['Something went wrong.', 'Try Again'],
  } as const;

  it.each(flightBookingErrorCodes)('%s shows its group’s panel', (code) => {
    const [title, action] = expected[flightBookingErrorGroup(code)];
    const content = contentOf(code);
    expect(content.title).toEqual(title);
    expect(content.primary.label).toBe(action);
  });

  it('the payment panel shows the server’s message when it gives one', () => {
    expect(contentOf('CardDeclined', 'Your card was declined.').subtitle).toBe(
      'Your card was declined.',
    );
    expect(contentOf('CaptureFailed').subtitle).toBe('Please add your payment method again.');
  });

  it('each passengers code has its own title and subtitle', () => {
    const codes = [...bookingValidationFailures, 'InvalidPassengers', 'InvalidCustomer'];
    const titles = codes.map((code) => contentOf(code).title);
    expect(new Set(titles).size).toBe(codes.length);
    expect(titles).not.toContain('We could not book for these travelers.');
    expect(contentOf('LapInfantTooOld')).toMatchObject({
      title: 'An infant on a lap must be under 2 for the whole trip.',
      subtitle: 'Choose a traveler under 2, or book them a seat as a child, then book again.',
    });
  });

  it('card-not-found and fraud give the support line', () => {
    expect(contentOf('UserCardNotFound').subtitle).toContain(supportPhone);
    expect(contentOf('LikelyFraud').subtitle).toContain(supportPhone);
  });

  it('a booking the airline has not ticketed sends the traveller to their trips, never to book again', () => {
    const content = contentOf('TicketingUnconfirmed');
    expect(content.primary).toEqual({ action: 'go-to-trips', label: 'Go to My Trips' });
    expect(content.secondary).toBeUndefined();
  });

  it('a code the catalogue does not name is the generic error', () => {
    expect(contentOf('SomethingNew').title).toBe('Something went wrong.');
  });
});
