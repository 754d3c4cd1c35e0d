import { expect, test } from '@wayfare/test-kit/playwright';
import {
  bookFromListing,
  bookedStatus,
  isMobileProject,
  listingName,
  reservationIdIn,
} from './partnerPages';

test('two elements on one page book independently', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const mobile = isMobileProject(testInfo.project.name);
  await page.goto('/two.html');
  const yours = page.getByRole('region', { name: 'Your cabin' });
  const friends = page.getByRole('region', { name: "Your friends' cabin" });

  const yourId = await bookFromListing(yours.locator('wayfare-homes-booking'), mobile);
  await expect(yours.locator('p.club-booked')).toHaveText(bookedStatus);
  expect(await reservationIdIn(yours.locator('p.club-booked'))).toBe(yourId);
  // The other element's checkout was never touched: it is still on its listing, nothing booked.
  await expect(friends.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  await expect(friends.locator('p.club-booked')).toHaveText('Not booked yet.');

  const friendsId = await bookFromListing(friends.locator('wayfare-homes-booking'), mobile);
  await expect(friends.locator('p.club-booked')).toHaveText(bookedStatus);
  expect(await reservationIdIn(friends.locator('p.club-booked'))).toBe(friendsId);
  expect(friendsId).not.toBe(yourId);
  // The first still shows its own confirmation.
  expect(await reservationIdIn(yours.getByText(/^Your booking confirmation is #WF-/))).toBe(yourId);
});
