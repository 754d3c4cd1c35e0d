import { expect, test } from '@wayfare/test-kit/playwright';
import { bookFromListing, bookedStatus, isMobileProject, listingName } from './partnerPages';

test('the React page under /travel/ keeps every step of a booking inside /travel/', async ({
  page,
  baseURL,
}, testInfo) => {
  const underTravel = (url: string) => url.startsWith(new URL('/travel/', baseURL).href);
  // Every address the page ever shows, Back and Forward included, not only those checked below.
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });

  await page.goto('/travel/');
  const widget = page.getByRole('region', { name: 'Book a vacation rental' });
  await expect(
    widget.getByRole('heading', { level: 1, name: 'Find a vacation rental' }),
  ).toBeVisible();
  expect(page.url()).toBe(new URL('/travel/', baseURL).href);

  // Search.
  await widget.getByRole('textbox', { name: 'Where' }).fill('Dorset, ON');
  await widget.getByRole('button', { name: 'Search' }).click();
  await expect(
    widget.getByRole('heading', { level: 1, name: 'Vacation rentals in Dorset, ON' }),
  ).toBeVisible();
  expect(page.url()).toMatch(/\/travel\/vacation-rentals\/\?locationName=Dorset%2C\+ON&/);

  // The listing.
  await widget.getByRole('link', { name: listingName }).click();
  await expect(widget.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  expect(page.url()).toMatch(
    /\/travel\/vacation-rentals\/shop\/\?listingId=listing-lakeside-cabin&/,
  );

  // A reload of the listing's address opens the same page again (a shared link would too).
  await page.reload();
  await expect(widget.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  expect(page.url()).toMatch(
    /\/travel\/vacation-rentals\/shop\/\?listingId=listing-lakeside-cabin&/,
  );

  // The checkout, the booking and its confirmation.
  const reservationId = await bookFromListing(widget, isMobileProject(testInfo.project.name), {
    // The React widget's dialogs open in the page's body, as MUI's do by default.
    dialogs: page.locator('body'),
    atCheckout: () =>
      expect(page).toHaveURL(
        /\/travel\/vacation-rentals\/book\/\?listingId=listing-lakeside-cabin&/,
      ),
  });
  expect(page.url()).toMatch(/\/travel\/vacation-rentals\/book\/confirm\/\?reservationId=WF-/);
  await expect(page.locator('p.club-booked')).toHaveText(bookedStatus);
  await expect(page.locator('p.club-booked')).toContainText(reservationId);

  // Back through the booking: still the partner's page, still under /travel/.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: "The club's travel desk" }),
  ).toBeVisible();
  expect(page.url()).toMatch(/\/travel\//);

  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((address) => !underTravel(address))).toEqual([]);
});
