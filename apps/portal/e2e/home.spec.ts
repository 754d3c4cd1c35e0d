import { expect, test } from './fixtures';

const productTabs = [
  'Hotels',
  'Cars',
  'Flights',
  'Premier Collection',
  'Homes',
  'Lifestyle Collection',
  'Packages',
  'Experiences',
];

test('home shows the welcome and the product tabs in the spec order', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Wayfare');
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(productTabs);
  await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
});

test('a product tab is chosen by keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hotels' }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Homes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Homes' })).toContainText('Vacation rentals');
});

test('an unknown path shows the not-found page, which links home', async ({ page }) => {
  // Outside the vacation-rental module, whose unknown paths go to the landing path instead.
  await page.goto('/does-not-exist');
  await expect(page).toHaveTitle('Page not found · Wayfare');
  await expect(
    page.getByRole('heading', { level: 1, name: "We can't find that page" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
});

test('the logo goes home', async ({ page }) => {
  await page.goto('/somewhere');
  await page.getByRole('link', { name: 'Wayfare home' }).click();
  await expect(page).toHaveURL('/');
});

test('the skip link moves focus to the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
