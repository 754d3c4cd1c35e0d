import type { Page, Request } from '@playwright/test';
import {
  bookOnDesktop,
  bookOnMobile,
  continueToCheckout,
  expectConfirmation,
  isMobileProject,
  listingAddress,
  listingName,
  payments,
  slow,
} from './booking';
import { expect, test } from './fixtures';

const savedCard = payments[0];
if (!savedCard) throw new Error('The journeys need the saved-card payment.');

/** The JSON bodies of the calls to a path, as the page sends them. */
function bodiesOf(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes(path)) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('agent mode: the agent fee is in the breakdown, the quote and the booking', async ({
  page,
}, testInfo) => {
  const quotes = bodiesOf(page, '/purchase/quote/schedule');
  const bookings = bodiesOf(page, '/purchase/fulfill/schedule');
  await page.goto('/?agent=true&scenario=session/agent-delegated');
  await expect(page.getByText('Agent: morgan.agent@wayfare.example')).toBeVisible(slow);
  // The mode holds for the visit: the listing's address no longer carries the flag.
  await continueToCheckout(page, undefined);
  if (isMobileProject(testInfo.project.name)) await bookOnMobile(page, savedCard);
  else
    await bookOnDesktop(page, {
      ...savedCard,
      choose: async (section, at) => {
        await expect(
          at.getByRole('region', { name: 'Price details' }).getByText('Agent fee'),
        ).toBeVisible(slow);
        await savedCard.choose(section, at);
      },
    });
  await expectConfirmation(page);
  expect(quotes.length).toBeGreaterThan(0);
  expect(quotes.every((body) => JSON.stringify(body).includes('"agentFee":10'))).toBe(true);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({ agentFee: 10 });
});

test('travel app: no back buttons, no rewards banner or survey, the step in the address', async ({
  page,
}, testInfo) => {
  await page.goto(listingAddress(undefined, { isTravelApp: 'true' }));
  await expect(page.getByRole('heading', { level: 1, name: listingName })).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Rewards' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Give feedback' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/vacation-rentals\/book\/\?.*isTravelApp=true/);
  if (isMobileProject(testInfo.project.name)) {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Traveler information' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page).toHaveURL(/bookStep=1/, slow);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/bookStep=2/, slow);
    const popup = page.getByRole('dialog', { name: 'Rewards & payment' });
    await expect(popup.getByRole('radio', { name: 'Visa ending in 4417' })).toBeEnabled(slow);
    await savedCard.choose(popup, page);
    await expect(popup.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Review my Trip' }).click();
    await expect(page).toHaveURL(/bookStep=3/, slow);
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    // The app's own back steps back through bookStep, not out of the checkout.
    await page.goBack();
    await expect(page).toHaveURL(/bookStep=2/);
    await expect(page.getByRole('dialog', { name: 'Rewards & payment' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/bookStep=3/);
    await page.getByRole('button', { name: 'Confirm and Book' }).click();
    await expect(page).toHaveURL(/\/vacation-rentals\/book\/confirm\/\?.*isTravelApp=true/, slow);
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm and Book' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to results' })).toHaveCount(0);
    await bookOnDesktop(page, savedCard);
  }
  await expectConfirmation(page);
  await expect(page.getByRole('button', { name: 'Give feedback' })).toHaveCount(0);
});

test('the web portal loads the satisfaction survey', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Give feedback' }).click();
  const survey = page.getByRole('dialog', { name: 'How are we doing?' });
  // The stars are labels over visually hidden radios: the label is what a pointer clicks.
  await survey.locator('label', { hasText: '5 of 5: Excellent' }).click();
  await expect(survey.getByRole('radio', { name: '5 of 5: Excellent' })).toBeChecked();
  await survey.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
});

test(`books a stay in this build's tenant`, async ({ page, baseURL }, testInfo) => {
  const corporate = testInfo.project.name.startsWith('corporate');
  test
    .info()
    .annotations.push({ type: 'tenant', description: corporate ? 'corporate' : 'consumer' });
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: corporate ? 'Welcome to Wayfare for Business' : 'Where to next?',
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: corporate ? '1-800-555-0199' : '1-800-555-0134' }),
  ).toBeVisible();
  expect(baseURL).toBeTruthy();
  await continueToCheckout(page, undefined);
  if (isMobileProject(testInfo.project.name)) await bookOnMobile(page, savedCard);
  else {
    await expect(
      page
        .getByRole('group', { name: 'Checkout progress' })
        .getByText(corporate ? 'Payment' : 'Rewards & payment'),
    ).toBeVisible();
    await bookOnDesktop(page, savedCard);
  }
  await expectConfirmation(page);
});

test('corporate: a stay out of policy asks the reason and books with it', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('corporate'), 'the corporate tenant only');
  test.skip(isMobileProject(testInfo.project.name), 'the reason is the same field at both widths');
  const bookings = bodiesOf(page, '/purchase/fulfill/schedule');
  await continueToCheckout(page, 'checkout/corporate/out-of-policy');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Visa ending in 4417' })).toBeEnabled(slow);
  await savedCard.choose(main, page);
  await page
    .getByRole('textbox', { name: /^Reason for booking out of policy/ })
    .fill('Client site visit');
  await page.getByRole('button', { name: 'Confirm and Book' }).click();
  await expectConfirmation(page);
  expect(bookings[0]).toMatchObject({ corporateOutOfPolicyReason: 'Client site visit' });
});
