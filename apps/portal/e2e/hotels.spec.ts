import type { Page } from '@playwright/test';
import { isMobileProject } from './booking';
import { daysFromToday, expect, test } from './fixtures';

/** The filters: beside the list on a wide screen, behind "Filters" on a phone. */
async function filters(page: Page, mobile: boolean) {
  if (!mobile) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filters' }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

test("the Hotels tab's search: a destination suggested, the list sorted and filtered, then the map", async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  await page.goto('/');
  const hotelsTab = page.getByRole('tabpanel', { name: 'Hotels' });
  const search = hotelsTab.getByRole('search', { name: 'Search hotels' });
  await search.getByRole('combobox', { name: 'Destination' }).fill('chi');
  await page.getByRole('option', { name: 'Chicago, IL', exact: true }).click();
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/stays\/availability\/\?placeTerm=Chicago%2C\+IL&fromDate=/);
  await expect(page).toHaveTitle('Hotels in Chicago, IL · Wayfare');
  const list = page.getByRole('list', { name: 'Hotels' });
  await expect(list.getByRole('link')).toHaveCount(9);

  // Cheapest first, by the sort menu.
  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price: lowest first' });
  await expect(page).toHaveURL(/sortOrder=Price/);
  await expect(list.getByRole('link').first()).toHaveAccessibleName('River North Rooms');

  // Five stars only: the count follows, and the address keeps the filter.
  // The box follows the address, which the route's navigation writes a moment later.
  const fiveStars = (await filters(page, mobile)).getByRole('checkbox', { name: '5 stars' });
  await fiveStars.click();
  await expect(fiveStars).toBeChecked();
  if (mobile) await page.getByRole('button', { name: 'Show 2 hotels' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2 hotels' })).toBeVisible();
  await expect(page).toHaveURL(/stars=5/);
  await expect(list.getByRole('link')).toHaveCount(2);

  // The map: a pill per hotel; choosing one outlines its card.
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('region', { name: 'Map of hotels in Chicago, IL' })).toBeVisible();
  const pill = page.getByRole('button', { name: /The Lakefront Grand/ });
  await pill.click();
  await expect(pill).toHaveAttribute('aria-pressed', 'true');
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'The Lakefront Grand' })
      .locator('[data-selected="true"]'),
  ).toHaveCount(1);

  // Back returns to the list view, filter kept.
  await page.goBack();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(list.getByRole('link')).toHaveCount(2);
});

test('the Premier Collection tab searches Premier Collection hotels only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Premier Collection' }).click();
  const search = page.getByRole('search', { name: 'Search Premier Collection hotels' });
  await search.getByRole('combobox', { name: 'Destination' }).fill('Miami Beach');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/lodgingCollection=Premier/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Premier Collection hotels in Miami Beach' }),
  ).toBeVisible();
  // The cards, not the offers listed inside them.
  const cards = page.getByRole('list', { name: 'Hotels' }).locator(':scope > li');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Premier Collection');
});

test('a hotel opens from the list with its rooms, each cheapest rate beside its refundable variant', async ({
  page,
}) => {
  const fromDate = daysFromToday(30);
  await page.goto(
    `/stays/availability/?placeTerm=Chicago%2C+IL&fromDate=${fromDate}&untilDate=${daysFromToday(33)}&adultsCount=2&childrenCount=0&roomsCount=1`,
  );
  await page.getByRole('link', { name: 'The Lakefront Grand' }).click();
  await expect(page).toHaveURL(/\/stays\/shop\/\?lodgingId=hotel-the-lakefront-grand&/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Lakefront Grand' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Cancel for any reason' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Map of where The Lakefront Grand stands' }),
  ).toBeVisible();
  // Back to the hotels, the search kept.
  await page.getByRole('link', { name: 'Back to hotels' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/stays/availability/\\?placeTerm=Chicago%2C\\+IL&fromDate=${fromDate}&`),
  );
});

test('the premium offers page shows each collection and searches its hotels', async ({ page }) => {
  await page.goto('/premium-offers/');
  await expect(page).toHaveTitle('Premium offers · Wayfare');
  const premier = page.getByRole('region', { name: 'Find a Premier Collection stay' });
  await expect(premier.getByText('Daily breakfast for two')).toBeVisible();
  const search = premier.getByRole('search', { name: 'Search Premier Collection hotels' });
  await search.getByRole('combobox', { name: 'Destination' }).fill('Miami Beach');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/stays\/availability\/\?.*lodgingCollection=Premier/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Premier Collection hotels in Miami Beach' }),
  ).toBeVisible();
});
