import type { Locator, Page } from '@playwright/test';
import { daysFromToday, expect } from './fixtures';

export const listingName = 'Lakeside Cabin with Private Dock and Boathouse';
export const slow = { timeout: 15_000 };

/** How the traveller pays, and the scenario whose accounts and wallet make that possible. */
export interface Payment {
  readonly name: string;
  readonly scenario?: string;
  /** Makes the choice inside the payment section (the page, or the mobile payment popup). */
  readonly choose: (section: Locator, page: Page) => Promise<void>;
}

export const visa = 'Visa ending in 4417';

export const payments: readonly Payment[] = [
  {
    name: 'a saved card',
    choose: async (section) => {
      await section.getByRole('radio', { name: 'Do not apply rewards' }).check();
      await section.getByRole('radio', { name: visa }).check();
    },
  },
  {
    name: 'rewards only',
    scenario: 'checkout/rewards/full',
    // The account the checkout starts with covers the whole stay: nothing else is chosen.
    choose: async (section) => {
      await expect(section.getByRole('radio', { name: 'Do not apply rewards' })).not.toBeChecked();
    },
  },
  {
    name: 'split pay',
    scenario: 'checkout/rewards/split',
    choose: async (section) => {
      await section.getByRole('switch', { name: 'Use a custom amount' }).click();
      await section.getByRole('textbox', { name: /^Amount in / }).fill('5000');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByRole('radio', { name: visa }).check();
    },
  },
  {
    name: 'wallet credit covering the total',
    scenario: 'checkout/wallet/credit-only',
    choose: async (section) => {
      await section.getByRole('radio', { name: 'Do not apply rewards' }).check();
      await section.getByRole('checkbox', { name: /Apply travel credit/ }).check();
      await expect(
        section.getByText('Your travel wallet covers the total. Nothing is due.'),
      ).toBeVisible();
    },
  },
];

/** The flags an address may carry: agent=true, isTravelApp=true. */
export type VisitFlags = Readonly<Record<string, string>>;

/** The stay of the journeys' addresses: the lakeside cabin, three free nights, two adults. */
function stayQuery(scenario: string | undefined, flags: VisitFlags): string {
  const query = new URLSearchParams({
    ...flags,
    listingId: 'listing-lakeside-cabin',
    fromDate: daysFromToday(20),
    untilDate: daysFromToday(23),
    adultsCount: '2',
    locationName: 'Dorset, ON',
  });
  if (scenario) query.set('scenario', scenario);
  return query.toString();
}

export const listingAddress = (scenario: string | undefined, flags: VisitFlags = {}) =>
  `/vacation-rentals/shop/?${stayQuery(scenario, flags)}`;

/** The checkout of the journeys' stay, opened directly (as a link to it, or a reload, would). */
export const checkoutAddress = (scenario: string | undefined) =>
  `/vacation-rentals/book/?${stayQuery(scenario, {})}`;

/** From the listing page to the checkout: Continue keeps the whole query. */
export async function continueToCheckout(
  page: Page,
  scenario: string | undefined,
  flags: VisitFlags = {},
) {
  await page.goto(listingAddress(scenario, flags));
  await expect(page.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(
    Object.keys(flags).length === 0
      ? /\/vacation-rentals\/book\/\?listingId=listing-lakeside-cabin&fromDate=\d{4}-\d{2}-\d{2}&untilDate=\d{4}-\d{2}-\d{2}&adultsCount=2&children=0&locationName=Dorset%2C\+ON&roomsCount=1$/
      : /\/vacation-rentals\/book\/\?listingId=listing-lakeside-cabin&fromDate=/,
  );
}

/** Whether the journey runs at phone width (the mobile and corporate-mobile projects). */
export const isMobileProject = (projectName: string) => projectName.endsWith('mobile');

export async function bookOnDesktop(page: Page, payment: Payment) {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm and Book' })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('button', { name: /^Edit (traveler|passengers)$/ })).toBeVisible();
  const paymentSection = page.getByRole('main');
  await expect(paymentSection.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await payment.choose(paymentSection, page);
  const book = page.getByRole('button', { name: 'Confirm and Book' });
  await expect(book).toBeEnabled(slow);
  await book.click();
}

export async function bookOnMobile(page: Page, payment: Payment) {
  await expect(page.getByRole('heading', { level: 1, name: 'Traveler information' })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const popup = page.getByRole('dialog', { name: 'Rewards & payment' });
  await expect(popup.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await payment.choose(popup, page);
  const review = popup.getByRole('button', { name: 'Review my Trip' });
  await expect(review).toBeEnabled(slow);
  await review.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your trip' })).toBeVisible();
  // Nothing is wider than the phone: a wider page would zoom out and hide the floating button.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const book = page.getByRole('button', { name: 'Confirm and Book' });
  await expect(book).toBeEnabled(slow);
  await book.click();
}

export async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/vacation-rentals\/book\/confirm\/\?reservationId=WF-/, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmation' })).toBeVisible();
  await expect(page.getByText('Confirmed, your stay is booked.')).toBeVisible();
  await expect(page.getByText(/^Your booking confirmation is #WF-/)).toBeVisible();
  await expect(page.getByText(/^An email confirmation will be sent to .+@/)).toBeVisible();
}

/** Types a new card into the add-card form and saves it. */
export async function addCard(page: Page, number: string) {
  const form = page.getByRole('dialog', { name: 'Add a new card' });
  await expect(form).toBeVisible(slow);
  await form.getByRole('textbox', { name: /^Cardholder name/ }).fill('Ada Lovelace');
  // The card number, expiry and CVV are the card vault's frame's, not the page's.
  const card = form.frameLocator('iframe[title="Card details"]');
  await card.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await card.getByRole('textbox', { name: /^Expiry date/ }).fill('12/30');
  await card.getByRole('textbox', { name: /^CVV/ }).fill('123');
  await form.getByRole('textbox', { name: /^Billing postal code/ }).fill('M5V 2T6');
  await form.getByRole('button', { name: 'Save card' }).click();
}
