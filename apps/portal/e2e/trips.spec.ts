import {
  bookOnDesktop,
  bookOnMobile,
  continueToCheckout,
  expectConfirmation,
  isMobileProject,
  listingName,
  payments,
  slow,
} from './booking';
import { expect, test } from './fixtures';

/**
 * The hub's tabs as the spec names them (products §2), with the ids the address carries and what
 * each says when it has nothing (ours).
 */
const tabs = [
  ['upcoming', 'Upcoming trips', 'You have no upcoming trips.'],
  ['watched', 'Watched trips', 'You are not watching any flight prices.'],
  ['frozen-prices', 'Frozen prices', 'You have no frozen prices.'],
  ['airline-credits', 'Airline travel credits', 'You have no airline travel credits.'],
  ['past', 'Past trips', 'You have no past trips.'],
  ['with-offers', 'Trips with offers', 'None of your trips has an offer right now.'],
] as const;

const [savedCard] = payments;

test('a home booked in the portal is under Upcoming trips, opens, and is cancelled', async ({
  page,
}, testInfo) => {
  if (savedCard === undefined) throw new Error('No payment to book with.');
  await continueToCheckout(page, undefined);
  if (isMobileProject(testInfo.project.name)) await bookOnMobile(page, savedCard);
  else await bookOnDesktop(page, savedCard);
  await expectConfirmation(page);
  const confirmation = await page.getByText(/^Your booking confirmation is #WF-/).textContent();
  const reservationId = /WF-[0-9A-Z]+/.exec(confirmation ?? '')?.[0] ?? '';

  // The confirmation's What's next leads to My Trips, where the stay is under Upcoming trips.
  await page
    .getByRole('region', { name: "What's next?" })
    .getByRole('link', { name: /My Trips/ })
    .click();
  await expect(page).toHaveURL(/\/trips\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming trips' });
  const card = upcoming.locator(`article[data-trip-id="${reservationId}"]`);
  await expect(card).toBeVisible(slow);
  await expect(card).toHaveAttribute('data-status', 'Confirmed');
  await card.getByRole('link', { name: listingName }).click();

  await expect(page).toHaveURL(new RegExp(`/trips/itinerary/\\?tripId=${reservationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: listingName })).toBeVisible(slow);
  await page.getByRole('button', { name: 'Cancel home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel home' });
  await expect(dialog.getByText('Refund')).toBeVisible(slow);
  await dialog.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(dialog.getByText(`Your booking of ${listingName} is cancelled.`)).toBeVisible(slow);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Back in the hub the stay has moved to Past trips, canceled.
  await page.getByRole('link', { name: 'Back to My Trips' }).click();
  await expect(upcoming.locator(`article[data-trip-id="${reservationId}"]`)).toHaveCount(0, slow);
  await page.getByRole('tab', { name: 'Past trips' }).click();
  await expect(page).toHaveURL(/\/trips\/\?tab=past$/);
  const past = page
    .getByRole('tabpanel', { name: 'Past trips' })
    .locator(`article[data-trip-id="${reservationId}"]`);
  await expect(past).toHaveAttribute('data-time-state', 'Canceled', slow);
});

test('every tab of the hub lists its trips, keeps its place in the address, and says when it is empty', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'My Trips' }).first().click();
  await expect(page).toHaveURL(/\/trips\/$/);
  for (const [id, label] of tabs) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(id === 'upcoming' ? /\/trips\/$/ : new RegExp(`\\?tab=${id}$`));
    const panel = page.getByRole('tabpanel', { name: label });
    await expect(panel.locator('article').first()).toBeVisible(slow);
  }
  // A refresh keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Trips with offers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const [id, label, empty] of tabs) {
    await page.goto(`/trips/?tab=${id}&scenario=trips/${id}/empty`);
    const panel = page.getByRole('tabpanel', { name: label });
    await expect(panel.getByText(empty)).toBeVisible(slow);
    await expect(panel.locator('article')).toHaveCount(0);
  }
});
