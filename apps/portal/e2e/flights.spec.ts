import type { Locator, Page } from '@playwright/test';
import { bookOnDesktop, bookOnMobile, isMobileProject, payments, slow, visa } from './booking';
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

/** Age in days of the journeys' infant on a lap, on the first flight: 22 months, then 10 months. */
const infantBornDaysBeforeFlight = { refused: 670, fixed: 300 } as const;
const firstFlightInDays = 14;

/** The Flights tab's search for a round trip New York – Los Angeles, an adult and an infant on lap. */
async function searchRoundTripWithInfant(page: Page, scenario: string) {
  await page.goto(`/?scenario=${scenario}`);
  await page.getByRole('tab', { name: 'Flights' }).click();
  const search = page.getByRole('tabpanel', { name: 'Flights' }).getByRole('search', {
    name: 'Search flights',
  });
  await chooseAirport(
    page,
    search.getByRole('combobox', { name: 'From' }),
    'JFK',
    'New York (JFK)',
  );
  await chooseAirport(
    page,
    search.getByRole('combobox', { name: 'To' }),
    'LAX',
    'Los Angeles (LAX)',
  );
  await search.getByRole('button', { name: /^Passengers / }).click();
  const picker = page.getByRole('dialog', { name: 'Passengers' });
  await picker.getByRole('button', { name: 'Add an infant on lap' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/flights/shop/\\?tripType=round_trip&legs=JFK-LAX-${daysFromToday(firstFlightInDays)}%2CLAX-JFK-${daysFromToday(21)}&adults=1&lapInfants=1&cabinClass=Economy$`,
    ),
  );
}

/** The infant on lap's traveler, added in the passengers step's dialog, or its details corrected. */
async function fillInfant(page: Page, dialogName: string, bornDaysBeforeFlight: number) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (dialogName.startsWith('Add')) {
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ralph');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
  }
  await dialog
    .getByRole('textbox', { name: 'Date of birth' })
    .fill(daysFromToday(firstFlightInDays - bornDaysBeforeFlight));
  await dialog.getByRole('button', { name: 'Save traveler' }).click();
  await expect(dialog).toBeHidden();
}

/** Pays part with rewards (a custom amount) and the rest with the saved Visa. */
async function splitPay(section: Locator) {
  await section.getByRole('switch', { name: 'Use a custom amount' }).click();
  await section.getByRole('textbox', { name: /^Amount in / }).fill('5000');
  await section.getByRole('button', { name: 'Save' }).click();
  await section.getByRole('radio', { name: visa }).check();
}

test('the Flights tab to a booked round trip: a lap infant the airline refuses is fixed, then split pay', async ({
  page,
}, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  await searchRoundTripWithInfant(page, 'flight-book/lap-infant-refused');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Outbound: choose a flight' }),
  ).toBeVisible();
  await selectFirstFare(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Return: choose a flight' }),
  ).toBeVisible();
  await selectFirstFare(page);
  await expect(page).toHaveURL(/\/flights\/book\/\?tripType=round_trip&.*&fares=[^&%]+%2C[^&%]+$/);
  await expect(
    page.getByRole('heading', { name: 'New York - Los Angeles - New York' }),
  ).toBeVisible();

  // The passengers: the signed-in adult, and an infant added in the dialog.
  const passengers = page.getByRole('region', { name: "Who's flying?" });
  await expect(passengers.getByRole('combobox', { name: 'Adult' })).toHaveValue(/.+/, slow);
  await passengers
    .getByRole('combobox', { name: 'Infant on a lap' })
    .selectOption({ label: 'Add a new traveler' });
  await fillInfant(page, 'Add a traveler: Infant on a lap', infantBornDaysBeforeFlight.refused);
  await expect(passengers.getByRole('combobox', { name: 'Infant on a lap' })).toHaveValue(/.+/);
  await passengers.getByRole('button', { name: 'Save & Continue' }).click();
  if (mobile) await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The airline refuses the infant: the travelers panel, back to the passengers to fix it.
  const panel = page.getByRole('dialog', {
    name: 'An infant on a lap must be under 2 for the whole trip.',
  });
  await panel.getByRole('button', { name: 'Modify Travelers' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Edit details of Ralph Lovelace' }).click();
  await fillInfant(page, 'Edit details of Ralph Lovelace', infantBornDaysBeforeFlight.fixed);
  await passengers.getByRole('button', { name: 'Save & Continue' }).click();

  // Cancel for any reason, taken once the trip is quoted: priced again with it (on a phone, on
  // the review, the new quote clears the payment choice: back to payment).
  const protection = page.getByRole('region', { name: 'Protect your trip' });
  const cfar = protection.getByRole('checkbox', { name: /^Add Cancel for any reason for \$/ });
  if (mobile) {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Rewards & payment' });
    await expect(popup.getByRole('radio', { name: visa })).toBeEnabled(slow);
    await splitPay(popup);
    await popup.getByRole('button', { name: 'Review my Trip' }).click();
    await cfar.click();
    await expect(popup.getByRole('radio', { name: visa })).toBeEnabled(slow);
    await splitPay(popup);
    await popup.getByRole('button', { name: 'Review my Trip' }).click();
    await expect(cfar).toBeChecked();
  } else {
    const main = page.getByRole('main');
    await cfar.click();
    await expect(
      page.getByRole('region', { name: 'Price details' }).getByText('Cancel for any reason'),
    ).toBeVisible(slow);
    await expect(main.getByRole('radio', { name: visa })).toBeEnabled(slow);
    await splitPay(main);
  }
  await expect(page).toHaveURL(/&addOns=cfar(&|$)/);
  const book = page.getByRole('button', { name: 'Confirm and Book' });
  await expect(book).toBeEnabled(slow);
  await book.click();

  await expect(page).toHaveURL(/\/flights\/book\/confirm\/\?bookingId=/, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmation' })).toBeVisible();
  await expect(page.getByText('Confirmed, your flights are booked and ticketed.')).toBeVisible();
  await expect(page.getByText(/^Airline confirmation code: [A-Z2-9]{6}$/)).toBeVisible();
  await expect(page.getByText('Ralph Lovelace')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your protection' })).toBeVisible();
  await expect(page.getByText('Cancel for any reason')).toBeVisible();
  const confirmation = await page.getByText(/^Your booking confirmation is #WF-/).textContent();
  const bookingId = /WF-[0-9A-Z]+/.exec(confirmation ?? '')?.[0] ?? '';

  // My Trips lists the flight under Upcoming trips, ticketed.
  await page
    .getByRole('region', { name: "What's next?" })
    .getByRole('link', { name: /My Trips/ })
    .click();
  await expect(page).toHaveURL(/\/trips\/$/);
  const card = page
    .getByRole('tabpanel', { name: 'Upcoming trips' })
    .locator(`article[data-trip-id="${bookingId}"]`);
  await expect(card).toBeVisible(slow);
  await expect(card).toHaveAttribute('data-status', 'Confirmed');
  await expect(card.getByRole('link', { name: 'New York - Los Angeles - New York' })).toBeVisible();
});

test('a booking whose ticketing is pending sends the traveller to My Trips', async ({
  page,
}, testInfo) => {
  const legs = `JFK-LAX-${daysFromToday(30)}`;
  await page.goto(
    `/flights/shop/?tripType=one_way&legs=${legs}&adults=1&cabinClass=Economy&scenario=flight-book/ticketing-pending/ticketing-unconfirmed`,
  );
  await selectFirstFare(page);
  if (isMobileProject(testInfo.project.name)) await bookOnMobile(page, payments[0]!);
  else await bookOnDesktop(page, payments[0]!);
  const panel = page.getByRole('dialog', { name: 'Your booking is still being ticketed.' });
  await panel.getByRole('button', { name: 'Go to My Trips' }).click();
  await expect(page).toHaveURL(/\/trips\/$/, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
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
