import type { Page } from '@playwright/test';
import { daysFromToday, expect, test } from './fixtures';

/** Moves keyboard focus to a control without a pointer: Tab until it has focus. */
async function tabTo(
  page: Page,
  name: string | RegExp,
  role: 'button' | 'textbox' | 'link' = 'button',
) {
  const target = page.getByRole(role, { name }).first();
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${String(name)} with the keyboard`);
}

/** Picks a stay in the open dates picker: check-in `startOffset` days after the focused day, then `nights` nights. */
async function pickStayByKeyboard(page: Page, startOffset: number, nights: number) {
  const picker = page.getByRole('dialog', { name: 'Dates' });
  await expect(picker).toBeVisible();
  for (let step = 0; step < startOffset; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let step = 0; step < nights; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Done');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
}

test('search, open a listing, fix a minimum-stay violation with the keyboard, and continue to checkout', async ({
  page,
}) => {
  // The host takes stays of 3 nights or more: the search asks for 4 free ones (the house is
  // booked 8 to 11 days after the journeys' today, and a search over those nights omits it).
  await page.goto(
    `/vacation-rentals/?locationName=Ucluelet%2C+BC&fromDate=${daysFromToday(14)}&untilDate=${daysFromToday(18)}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vacation rentals in Ucluelet, BC' }),
  ).toBeVisible();
  await page.getByRole('link', { name: /Ucluelet Cedar House/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ucluelet Cedar House' })).toBeVisible();
  await expect(page).toHaveURL(/hotelDetailsEntrySource=list/);

  // Two nights: the host asks for three.
  await tabTo(page, /^Dates /);
  await page.keyboard.press('Enter');
  await pickStayByKeyboard(page, 7, 2);
  await expect(page.getByText('Minimum nights stay not met.')).toBeVisible();
  await expect(page.getByText('Try a longer stay to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' }).first()).toBeDisabled();

  // The change-dates action opens the picker; four nights meet the minimum.
  await tabTo(page, 'Change Dates');
  await page.keyboard.press('Enter');
  await pickStayByKeyboard(page, 0, 4);
  await expect(page.getByText('Minimum nights stay not met.')).toBeHidden();

  // A child joins, by keyboard.
  await tabTo(page, /^Guests /);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Guests' })).toBeVisible();
  await tabTo(page, 'Add a child');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Guests 3 guests/ })).toBeVisible();

  const continueButton = page.getByRole('button', { name: 'Continue' }).first();
  await expect(continueButton).toBeEnabled();
  await continueButton.focus();
  await page.keyboard.press('Enter');
  // Continue goes to the checkout with the whole listing query.
  await expect(page).toHaveURL(
    /\/vacation-rentals\/book\/\?listingId=listing-ucluelet-cedar-house&fromDate=\d{4}-\d{2}-\d{2}&untilDate=\d{4}-\d{2}-\d{2}&adultsCount=2&children=1&locationName=Ucluelet%2C\+BC&lodgingSelection=.+&hotelDetailsEntrySource=list&sortOrder=Recommended&selectedLodgingIndex=0&roomsCount=1/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(Confirm and Book|Traveler information)$/,
  );
});

test('the listing page loads neither Leaflet nor the photo modal until they are needed', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/vacation-rentals/shop/?listingId=listing-lakeside-cabin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lakeside Cabin with Private Dock and Boathouse' }),
  ).toBeVisible();
  expect(scripts.filter((url) => /ListingMaps|PhotoModal/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'See all photos (10)' }).click();
  await expect(page.getByRole('dialog', { name: /Photos of Lakeside Cabin/ })).toBeVisible();
  expect(scripts.some((url) => url.includes('PhotoModal'))).toBe(true);
});

test('the listing shows the spec texts of an unavailable stay', async ({ page }) => {
  await page.goto(
    '/vacation-rentals/shop/?listingId=listing-lakeside-cabin&scenario=shop/unavailable',
  );
  await expect(
    page.getByText(
      'This vacation rental is not available. Return to the search page for more vacation rentals.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Return to search' }).click();
  await expect(page).toHaveURL(/\/vacation-rentals\/\?/);
});

test('an unknown path of the module goes to the landing path', async ({ page }) => {
  await page.goto('/vacation-rentals/nowhere/');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
});

test('the module is unreachable when the vacation-rentals experiment is off', async ({ page }) => {
  await page.goto(
    '/vacation-rentals/?locationName=Tofino&scenario=experiment/vacation-rentals/off',
  );
  await expect(page).toHaveURL('/');
});
