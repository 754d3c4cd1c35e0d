import type { Page } from '@playwright/test';
import { addCard, checkoutAddress, expectConfirmation, slow, visa } from './booking';
import { expect, test } from './fixtures';

/*
 * The checkout's fault matrix in the built portal (packages/mocks/README.md "The fault matrix, as
 * scenarios"): each call the checkout makes failed once at the network, with a 500 or with a
 * malformed body. Each cell shows its panel, and its way forward leads on to at most one booking.
 * At phone width, the stepped checkout that the jsdom tests cannot reach: at desktop width every
 * cell's panel is a story (Pages/Homes/CheckoutPage/Faults), and its way forward, the choices
 * kept and the one booking are the jsdom tests' (homes CheckoutPage.faults.*.test.tsx), as are
 * the cells that are no failure (a slow answer, a 500 to a poll). The CI's time budget has no
 * room for the desktop journeys twice over.
 */

test.skip(({ isMobile }) => !isMobile, "the desktop cells are the jsdom tests' and the stories'");

type Stage = 'quote' | 'add-card' | 'fulfil';

interface FaultCell {
  readonly scenario: string;
  readonly stage: Stage;
  /** The panel's title and the button that leads on. */
  readonly title: string;
  readonly wayForward: string;
  /** The way forward ends at the trips page (the booking may exist), not at a booking. */
  readonly endsAtTrips?: boolean;
}

const tryAgain = { title: 'Something went wrong.', wayForward: 'Try Again' } as const;
const addCardAgain = {
  title: 'Error Adding Payment Method',
  wayForward: 'Edit Payment Information',
} as const;
const bookingUnknown = {
  title: 'Something went wrong.',
  wayForward: 'Go to My Trips',
  endsAtTrips: true,
} as const;

/**
 * The cells that shared/STATES.md names keep its ids (packages/mocks checkoutFaultScenarioId);
 * every other cell is `checkout/fault/<call>/<fault>`.
 */
const statesIds: Readonly<Record<string, string>> = {
  'quote-schedule/network-error': 'quote/schedule-failed',
  'main-guest/server-error': 'main-guest/failure',
  'fulfil-schedule/server-error': 'fulfil/schedule-failed',
  'fulfil-poll/network-error': 'fulfil/network-failure',
};

const cell = (
  call: string,
  fault: string,
  stage: Stage,
  panel: Omit<FaultCell, 'scenario' | 'stage'>,
): FaultCell => ({
  scenario: statesIds[`${call}/${fault}`] ?? `checkout/fault/${call}/${fault}`,
  stage,
  ...panel,
});

const cells: readonly FaultCell[] = [
  cell('quote-schedule', 'network-error', 'quote', tryAgain),
  cell('quote-schedule', 'server-error', 'quote', tryAgain),
  cell('quote-schedule', 'malformed', 'quote', tryAgain),
  cell('quote-poll', 'network-error', 'quote', tryAgain),
  cell('quote-poll', 'malformed', 'quote', tryAgain),
  cell('main-guest', 'network-error', 'quote', tryAgain),
  cell('main-guest', 'server-error', 'quote', tryAgain),
  cell('main-guest', 'malformed', 'quote', tryAgain),
  cell('payment-verify', 'network-error', 'add-card', addCardAgain),
  cell('payment-verify', 'server-error', 'add-card', addCardAgain),
  cell('payment-verify', 'malformed', 'add-card', addCardAgain),
  cell('fulfil-schedule', 'network-error', 'fulfil', bookingUnknown),
  cell('fulfil-schedule', 'server-error', 'fulfil', tryAgain),
  cell('fulfil-schedule', 'malformed', 'fulfil', bookingUnknown),
  cell('fulfil-poll', 'network-error', 'fulfil', bookingUnknown),
  cell('fulfil-poll', 'malformed', 'fulfil', bookingUnknown),
];

// The browser logs each answer it could not get (no HTTP answer at all, a 500): the faults asked
// for. One pattern: Playwright reads a fixture's two-item array as [value, options].
test.use({ expectedConsoleErrors: [/net::ERR_INVALID_HTTP_RESPONSE|status of 500/] });

/** The bookings the fake backend took: each `fulfill/schedule` it answered with a 200. */
function recordScheduledBookings(page: Page): string[] {
  const scheduled: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/purchase/fulfill/schedule') && response.status() === 200)
      scheduled.push(response.url());
  });
  return scheduled;
}

const paymentPopup = (page: Page) => page.getByRole('dialog', { name: 'Rewards & payment' });
const reviewHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Review your trip' });

/** Pays with the saved Visa, no rewards, and goes on to the review. */
async function payWithVisa(page: Page) {
  const popup = paymentPopup(page);
  await expect(popup.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await popup.getByRole('radio', { name: 'Do not apply rewards' }).check();
  await popup.getByRole('radio', { name: visa }).check();
  await popup.getByRole('button', { name: 'Review my Trip' }).click();
  await expect(popup).toBeHidden(slow);
}

/**
 * From whichever step the checkout shows (traveler, contact, payment, review) to its review,
 * paying with the saved Visa where payment is asked.
 */
async function goOnToReview(page: Page) {
  const traveler = page.getByRole('heading', { level: 1, name: 'Traveler information' });
  const contact = page.getByRole('heading', { level: 1, name: 'Contact information' });
  const popup = paymentPopup(page);
  const review = reviewHeading(page);
  for (let step = 0; step < 4; step += 1) {
    await expect(traveler.or(contact).or(popup).or(review).first()).toBeVisible(slow);
    if (await popup.isVisible()) await payWithVisa(page);
    else if (await review.isVisible()) return;
    else if (await contact.isVisible())
      await page.getByRole('button', { name: 'Continue' }).click();
    else {
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(traveler).toBeHidden(slow);
    }
  }
  await expect(review).toBeVisible();
}

async function confirmAndBook(page: Page) {
  const book = page.getByRole('button', { name: 'Confirm and Book' });
  await expect(book).toBeEnabled(slow);
  await book.click();
}

const addedCard = { number: '4242424242424242', name: 'Visa ending in 4242' };

for (const { scenario, stage, title, wayForward, endsAtTrips } of cells) {
  test(`${scenario}: "${title}", then ${wayForward} leads on to at most one booking`, async ({
    page,
  }) => {
    const scheduled = recordScheduledBookings(page);
    await page.goto(checkoutAddress(scenario));
    await expect(page.getByRole('heading', { level: 1, name: 'Traveler information' })).toBeVisible(
      slow,
    );

    // To the call the fault hits, as the traveller gets there: the quote is asked for once the
    // contact step is confirmed, a card is added in the payment popup.
    if (stage === 'quote') {
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    if (stage === 'add-card') {
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      const popup = paymentPopup(page);
      await expect(popup.getByRole('radio', { name: visa })).toBeEnabled(slow);
      await popup.getByRole('button', { name: 'Add a new card' }).click();
      await addCard(page, addedCard.number);
    }
    if (stage === 'fulfil') {
      await goOnToReview(page);
      await confirmAndBook(page);
    }

    // Its panel, with its way forward.
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel).toBeVisible(slow);
    await panel.getByRole('button', { name: wayForward }).click();
    await expect(panel).toBeHidden(slow);

    if (endsAtTrips) {
      // The booking may exist: the traveller checks their trips, nothing books it again.
      await expect(page).toHaveURL(/\/trips\/$/, slow);
      expect(scheduled.length).toBeLessThanOrEqual(1);
      return;
    }
    if (stage === 'add-card') {
      await addCard(page, addedCard.number);
      const popup = paymentPopup(page);
      await expect(popup.getByRole('radio', { name: addedCard.name })).toBeChecked(slow);
      await popup.getByRole('button', { name: 'Review my Trip' }).click();
      await expect(reviewHeading(page)).toBeVisible(slow);
    } else await goOnToReview(page);
    await confirmAndBook(page);
    await expectConfirmation(page);
    expect(scheduled).toHaveLength(1);
  });
}
