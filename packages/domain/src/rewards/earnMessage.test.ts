import { describe, expect, it } from 'vitest';
import {
  canCalculateTravelCreditEarn,
  earnMessageVisibility,
  earnText,
  headerRewardsBanner,
  rewardsBannerText,
} from './earnMessage';
import { conciergeNoticeText, needsConciergeNotice } from './conciergeNotice';
import type { RewardsAccount } from './rewardsAccount';

const account = (edit: Partial<RewardsAccount> = {}): RewardsAccount => ({
  accountReferenceId: 'a1',
  productDisplayName: 'VentureX',
  lastFour: '4417',
  customerAccountRole: 'Primary',
  allowRewardsRedemption: true,
  rewardsBalance: { value: 1000, currency: 'Miles' },
  rewardsCashEquivalent: { value: 10, currencyCode: 'USD', currencySymbol: '$' },
  earn: { hotelsMultiplier: 10, carsMultiplier: 10, flightsMultiplier: 5, homesMultiplier: 5 },
  ...edit,
});

// spec: platform §6 "Earn message: on the corporate tenant shown only to primary holders (non-primary get a generic
// traveler-support message); on the consumer tenant non-primary users see no earn message."
describe('earnMessageVisibility', () => {
  it.each([
    ['consumer', 'Primary', 'earn'],
    ['consumer', 'Authorized User', 'none'],
    ['consumer', 'Non Financial User', 'none'],
    ['corporate', 'Primary', 'earn'],
    ['corporate', 'Account Manager', 'traveler-support'],
  ] as const)('%s tenant, %s: %s', (tenant, role, visibility) => {
    expect(earnMessageVisibility(tenant, role)).toBe(visibility);
  });
});

describe('earn texts', () => {
  // spec: platform §9 "Earn unit: X for miles, % for cash back"
  it('words the earn string for miles and cash back', () => {
    expect(earnText({ value: 6082.05, currency: 'Miles', currencyDescription: 'miles' })).toBe(
      "You'll earn 6,083 miles on this booking.",
    );
    expect(earnText({ value: 36.49, currency: 'USD' })).toBe(
      "You'll earn $36.49 cash back on this booking.",
    );
  });

  it('words the banner for primary holders and others', () => {
    expect(rewardsBannerText(account(), 'homes')).toBe(
      'Earn 5X miles on vacation rentals with your VentureX card.',
    );
    expect(
      rewardsBannerText(
        account({ rewardsBalance: { value: 10, currency: 'USD' }, productDisplayName: 'Savor' }),
        'hotels',
      ),
    ).toBe('Earn 10% cash back on hotels with your Savor card.');
    expect(rewardsBannerText(account({ customerAccountRole: 'Authorized User' }), 'cars')).toBe(
      "You're booking with your VentureX card.",
    );
  });
});

// spec: platform §5 "Travel-credit earn is calculated only when an account and a price value exist."
it.each([
  [true, 100, true],
  [false, 100, false],
  [true, undefined, false],
  [true, Number.NaN, false],
  [true, 0, true],
])(
  'with an account %s and a price %s, travel-credit earn is calculated: %s',
  (hasAccount, price, calculated) => {
    expect(canCalculateTravelCreditEarn(hasAccount ? account() : undefined, price)).toBe(
      calculated,
    );
  },
);

// spec: platform §6 "The banner text differs for Primary versus others"; corporate non-primary get
// the traveler-support message instead of the earn message.
describe('headerRewardsBanner', () => {
  it.each([
    ['consumer', 'Primary', 'Earn 5X miles on vacation rentals with your VentureX card.'],
    ['corporate', 'Primary', 'Earn 5X miles on vacation rentals with your VentureX card.'],
    ['consumer', 'Authorized User', "You're booking with your VentureX card."],
    [
      'corporate',
      'Authorized User',
      'Questions about rewards on this trip? Your travel support team can help.',
    ],
  ] as const)('%s tenant, %s', (tenant, role, text) => {
    expect(headerRewardsBanner(account({ customerAccountRole: role }), tenant, 'homes')).toBe(text);
  });
});

// spec: platform §6 "bookings made with a particular premium card product cannot be serviced by concierge"
it('gives the concierge notice for that product only', () => {
  expect(needsConciergeNotice(account({ productDisplayName: 'VentureXBusiness' }))).toBe(true);
  expect(needsConciergeNotice(account())).toBe(false);
  expect(conciergeNoticeText(account({ productDisplayName: 'VentureXBusiness' }))).toMatch(
    /^Bookings made with your VentureXBusiness card can't be serviced by concierge\./,
  );
});
