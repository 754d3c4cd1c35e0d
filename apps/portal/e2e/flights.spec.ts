import type { Locator, Page } from '@playwright/test';
import { isMobileProject } from './booking';
import { daysFromToday, expect, test } from './fixtures';

/** Types into an airport field and chooses the airport listed first for it. */
async function chooseAirport(page: Page, field: Locator, typed: string, chosen: string) {
  await field.fill(typed);
  await page.getByRole('option', { name: chosen }).first().click();
  await expect(field).toHaveValue(chosen);
}

/** Opens the first listed flight's fares and selects its first fare. */
async function selectFirstFare(page: Page) {
  const first = page.getByRole('list', { name: 'Flights' }).getByRole('article').first();
  await first.getByRole('button', { name: 'Choose a fare' }).click();
  await first
    .getByRole('list', { name: /^Fares of / })
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
}

test("the Flights tab's round trip: outbound, then return, then the chosen trip's review", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Flights' }).click();
  const search = page.getByRole('tabpanel', { name: 'Flights' }).getByRole('search', {
    name: 'Search flights',
  });
  await chooseAirport(
    page,
    search.getByRole('combobox', { name: 'From' }),
    'toronto',
    'Toronto (YYZ)',
  );
  await chooseAirport(
    page,
    search.getByRole('combobox', { name: 'To' }),
    'LAX',
    'Los Angeles (LAX)',
  );
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    new RegExp(
      `/flights/shop/\\?tripType=round_trip&legs=YYZ-LAX-${daysFromToday(14)}%2CLAX-YYZ-${daysFromToday(21)}&adults=1&cabinClass=Economy$`,
    ),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Outbound: choose a flight' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ flights$/ })).toBeVisible();
  await selectFirstFare(page);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Return: choose a flight' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/&fares=[^&%]+$/);
  await expect(
    page.getByRole('region', { name: 'Your flights so far' }).getByText(/^Outbound: YYZ – LAX/),
  ).toBeVisible();
  await selectFirstFare(page);
  await expect(page).toHaveURL(/\/flights\/book\/\?tripType=round_trip&.*&fares=[^&%]+%2C[^&%]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your trip' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Return: LAX to YYZ/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total for 1 adult' })).toBeVisible();
});

test('a multi-city search of three legs lists its first leg', async ({ page }) => {
  await page.goto('/flights/');
  const search = page.getByRole('search', { name: 'Search flights' });
  await search.getByRole('radio', { name: 'Multi-city' }).check();
  const flight = (number: number) => search.getByRole('group', { name: `Flight ${number}` });
  await chooseAirport(
    page,
    flight(1).getByRole('combobox', { name: 'From' }),
    'YYZ',
    'Toronto (YYZ)',
  );
  await chooseAirport(page, flight(1).getByRole('combobox', { name: 'To' }), 'LHR', 'London (LHR)');
  await chooseAirport(page, flight(2).getByRole('combobox', { name: 'To' }), 'CDG', 'Paris (CDG)');
  await search.getByRole('button', { name: 'Add a flight' }).click();
  await chooseAirport(
    page,
    flight(3).getByRole('combobox', { name: 'To' }),
    'YYZ',
    'Toronto (YYZ)',
  );
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    /tripType=multi_city&legs=YYZ-LHR-[\d-]+%2CLHR-CDG-[\d-]+%2CCDG-YYZ-/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Leg 1 of 3: choose a flight' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Flights' }).getByRole('article').first(),
  ).toBeVisible();
});

test('a search no airline flies says so, and "Change search" returns to the form filled in', async ({
  page,
}, testInfo) => {
  const legs = `YYZ-LAX-${daysFromToday(30)}`;
  await page.goto(
    `/flights/shop/?tripType=one_way&legs=${legs}&adults=2&cabinClass=Business&scenario=flights/empty`,
  );
  await expect(page.getByRole('heading', { name: 'No flights found' })).toBeVisible();
  await page.getByRole('link', { name: 'Change search' }).first().click();
  await expect(page).toHaveURL(/\/flights\/\?tripType=one_way&legs=YYZ-LAX-/);
  const search = page.getByRole('search', { name: 'Search flights' });
  await expect(search.getByRole('radio', { name: 'One way' })).toBeChecked();
  await expect(search.getByRole('combobox', { name: 'From' })).toHaveValue('Toronto (YYZ)');
  if (!isMobileProject(testInfo.project.name))
    await expect(search.getByRole('combobox', { name: 'Cabin' })).toHaveValue('Business');
});
