import { describe, expect, it } from 'vitest';
import { errorPanelContent } from '../checkout/errorPanels';
import { hotelBookingErrorCodes, hotelBookingErrorGroup } from './hotelBookingErrorGroup';
import { hotelFulfilErrorPanel } from './hotelBookingErrorPanel';

const supportPhone = '1-800-555-0134';
const contentOf = (code: string, message?: string) =>
  errorPanelContent(
    hotelFulfilErrorPanel(
      { kind: 'ErrorCode', code, ...(message ? { message } : {}) },
      supportPhone,
    ),
  );

describe('hotelFulfilErrorPanel (STATES §29)', () => {
  // Each group's panel: its title and its first button.
  const expected = {
    cvv: ['CVV Error', 'Edit Payment Information'],
    address: ['Address Verification Error', 'Edit Payment Information'],
    payment: ['Error Adding Payment Method', 'Edit Payment Information'],
    fraud: [
      "There is an issue with you account. Please contact the issuer's support.",
      'Search Again',
    ],
    'redemption-failure': ['Rewards Redemption Failure', 'Try Again'],
    travelers: [expect.any(String), 'Modify Travelers'],
    'search-again': ['Uh oh! Something went wrong', 'Search Again'],
    provider: ['Something went wrong.', 'Try Again'],
    'price-changed': ['The price changed while you booked.', 'Continue'],
    'rate-limited': ['Booking refused', 'Try Again'],
  } as const;

  it.each(hotelBookingErrorCodes)('%s shows its group’s panel', (code) => {
    const [title, action] = expected[hotelBookingErrorGroup(code)];
    const content = contentOf(code);
    expect(content.title).toEqual(title);
    expect(content.primary.label).toBe(action);
  });

  it('the payment panels show the server’s message when it gives one', () => {
    expect(
      contentOf('InvalidCreditCardVerificationNumber', 'The CVV does not match.').subtitle,
    ).toBe('The CVV does not match.');
    expect(contentOf('CreditCardDeclined').subtitle).toBe('Please add your payment method again.');
  });

  it('the travelers panel names what is wrong; fraud and refusals give the support line', () => {
    expect(contentOf('CheckInMinimumAgeNotMet').title).toBe(
      "The main guest is under this hotel's minimum check-in age.",
    );
    expect(contentOf('Fraud').subtitle).toContain(supportPhone);
    expect(contentOf('ExcessiveActivity').subtitle).toContain(supportPhone);
  });

  it('a code the catalogue does not name is the default panel', () => {
    expect(contentOf('SomethingNew').title).toBe('Uh oh! Something went wrong');
  });
});
