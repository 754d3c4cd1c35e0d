import type { Page } from '@playwright/test';
import {
  addCard,
  bookOnDesktop,
  bookOnMobile,
  isMobileProject,
  slow,
  visa,
  type Payment,
} from './booking';
import { daysFromToday, expect, test } from './fixtures';

/*
 * Hotel bookings in the built portal, desktop and mobile (issue 16): from the home page's tabs
 * to the hotel's confirmation, on the checkout screen every product shares.
 */

/** Pays with the rewards account the checkout starts with, which covers the stay. */
const rewards: Payment = {
  name: 'rewards',
  choose: async (section) => {
    await expect(section.getByRole('radio', { name: 'Do not apply rewards' })).not.toBeChecked();
  },
};

/** Pays with the saved Visa, no rewards. */
const savedCard: Payment = {
  name: 'a saved card',
  choose: async (section) => {
    await section.getByRole('radio', { name: 'Do not apply rewards' }).check();
    await section.getByRole('radio', { name: visa }).check();
  },
};

async function book(page: Page, mobile: boolean, payment: Payment) {
  if (mobile) await bookOnMobile(page, payment);
  else await bookOnDesktop(page, payment);
}

async function expectHotelConfirmation(page: Page, hotel: string) {
  await expect(page).toHaveURL(/\/stays\/book\/confirm\/\?bookingId=/, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: hotel })).toBeVisible();
}

/** The Hotels, Premier Collection or Lifestyle Collection tab's search for Chicago. */
async function searchChicago(page: Page, tab: string) {
  await page.goto('/');
  await page.getByRole('tab', { name: tab }).click();
  const search = page.getByRole('search', {
    name: new RegExp(`^Search ${tab === 'Hotels' ? 'hotels' : `${tab} hotels`}$`),
  });
  await search.getByRole('combobox', { name: 'Destination' }).fill('chi');
  await page.getByRole('option', { name: 'Chicago, IL', exact: true }).click();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/stays\/availability\/\?placeTerm=Chicago%2C\+IL&/);
}

test('Hotels tab → search → map and list → hotel → refundable room → rewards → confirmation', async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  await searchChicago(page, 'Hotels');
  const list = page.getByRole('list', { name: 'Hotels' });
  await expect(list.getByRole('link')).toHaveCount(9);

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: 'Map of hotels in Chicago, IL' })).toBeVisible();
  // Nine pills on a phone's map overlap: the keyboard chooses one wherever it lies.
  const pill = page.getByRole('button', { name: /The Lakefront Grand/ });
  await pill.press('Enter');
  await expect(pill).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/view=map/);

  await list.getByRole('link', { name: 'The Lakefront Grand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Lakefront Grand' })).toBeVisible();
  const refundable = page.getByRole('listitem', { name: 'Cancel for any reason' }).first();
  const roomTotal = await refundable.getByText(/ total, taxes included$/).textContent();
  await refundable.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(
    /\/stays\/book\/\?lodgingId=hotel-the-lakefront-grand&roomId=.*&refundableRoomQuoteId=/,
  );

  await book(page, mobile, rewards);
  await expectHotelConfirmation(page, 'The Lakefront Grand');
  await expect(page.getByText(/^Cancel for any reason: 80% of your room cost back/)).toBeVisible();
  // The room select's total is the one booked.
  expect(roomTotal).toMatch(/^\$[\d,]+\.\d\d total/);
  await expect(page.getByText(`Total ${roomTotal?.split(' ')[0] ?? ''}`)).toBeVisible();
});

test('a Lifestyle Collection stay, from its tab to the confirmation', async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  await searchChicago(page, 'Lifestyle Collection');
  await expect(page).toHaveURL(/lodgingCollection=Lifestyle/);
  await page
    .getByRole('list', { name: 'Hotels' })
    .getByRole('link', { name: 'Riverwalk Loft Hotel' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riverwalk Loft Hotel' })).toBeVisible();
  await page
    .getByRole('listitem', { name: 'Free cancellation' })
    .first()
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(page).toHaveURL(/\/stays\/book\/\?lodgingId=hotel-riverwalk-loft-hotel&/);
  await book(page, mobile, savedCard);
  await expectHotelConfirmation(page, 'Riverwalk Loft Hotel');
  await expect(page.getByText('Lifestyle Collection').first()).toBeVisible();
});

/** The Lakefront Grand's page for three nights in a month, with the scenario of the visit. */
const lakefrontAddress = (scenario: string) =>
  `/stays/shop/?lodgingId=hotel-the-lakefront-grand&placeTerm=Chicago%2C+IL&fromDate=${daysFromToday(30)}&untilDate=${daysFromToday(33)}&adultsCount=2&childrenCount=0&roomsCount=1&scenario=${encodeURIComponent(scenario)}`;

/** The payment section: the page's on a wide screen, the popup's on a phone. */
async function openPayment(page: Page, mobile: boolean) {
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  if (mobile) await page.getByRole('button', { name: 'Continue' }).click();
  const section = mobile
    ? page.getByRole('dialog', { name: 'Rewards & payment' })
    : page.getByRole('main');
  await expect(section.getByRole('radio', { name: visa })).toBeEnabled(slow);
  return section;
}

test('a Premier Collection stay paid at the hotel offers no travel credit, and says why', async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  await page.goto(lakefrontAddress('premium-stays/pay-later-no-credits'));
  await page
    .getByRole('listitem', { name: 'Free cancellation' })
    .filter({ hasText: 'Pay at the hotel' })
    .first()
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(page).toHaveURL(/\/stays\/book\/\?.*rateId=[^&]*pay-at-hotel/);
  const section = await openPayment(page, mobile);
  await expect(
    section.getByText(
      'Travel credits cannot be used on pay-at-hotel bookings of Premier Collection or Lifestyle Collection hotels.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('checkbox', { name: /Apply travel credit/ })).toHaveCount(0);
});

test('a CVV error shows "CVV Error"; Edit Payment Information takes a new card and the booking can go on', async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  await page.goto(lakefrontAddress('hotel-book/cvv/invalid-credit-card-verification-number'));
  await page
    .getByRole('listitem', { name: 'Free cancellation' })
    .first()
    .getByRole('button', { name: 'Select' })
    .click();
  await book(page, mobile, savedCard);
  const panel = page.getByRole('dialog', { name: 'CVV Error' });
  await expect(panel).toBeVisible(slow);
  await panel.getByRole('button', { name: 'Edit Payment Information' }).click();
  await addCard(page, '4242424242424242');
  await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked(slow);
  if (mobile) {
    const popup = page.getByRole('dialog', { name: 'Rewards & payment' });
    await popup.getByRole('button', { name: 'Review my Trip' }).click();
  }
  // Nothing was lost: the traveler is kept, and the booking can be made with the new card.
  await expect(page.getByText('ada.lovelace@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and Book' })).toBeEnabled(slow);
});
