import type { Locator, Page } from '@playwright/test';
import { expect } from '@wayfare/test-kit/playwright';

export const listingName = 'Lakeside Cabin with Private Dock and Boathouse';
export const visa = 'Visa ending in 4417';
/** The checkout's calls poll: more than the default for a step that waits on them. */
export const slow = { timeout: 15_000 };

/** Whether the journey runs at phone width. */
export const isMobileProject = (projectName: string) => projectName.endsWith('mobile');

/** What the plain pages' and the React page's status line says once the partner heard of a booking. */
export const bookedStatus = /Booked! (Your reservation is|Reservation) WF-[\w-]+\./;

/** The reservation id a status line or the confirmation shows. */
export async function reservationIdIn(text: Locator): Promise<string> {
  const id = /WF-[\w-]+(?=\.|$)/.exec((await text.textContent()) ?? '')?.[0];
  expect(id, 'a reservation id').toBeDefined();
  return id ?? '';
}

/**
 * Books the stay the widget shows, from its listing to its confirmation, within `widget` (the
 * custom element, or a frame around the React widget): a saved card, no rewards. The steps are the
 * portal's journey's (apps/portal/e2e/booking.ts), looked for inside the widget only, so that two
 * widgets on a page never answer for each other. `atCheckout` checks what it
 * needs as the checkout opens. Returns the confirmation's reservation id.
 */
export async function bookFromListing(
  widget: Locator,
  mobile: boolean,
  {
    atCheckout,
    dialogs = widget,
  }: {
    readonly atCheckout?: () => Promise<void>;
    /** Where the widget's dialogs open: the widget itself for the element (its shadow root). */
    readonly dialogs?: Locator;
  } = {},
): Promise<string> {
  await expect(widget.getByRole('heading', { level: 1, name: listingName })).toBeVisible(slow);
  await widget.getByRole('button', { name: 'Continue' }).first().click();
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText(
    /^(Confirm and Book|Traveler information)$/,
    slow,
  );
  await atCheckout?.();
  if (mobile) {
    await expect(
      widget.getByRole('heading', { level: 1, name: 'Traveler information' }),
    ).toBeVisible(slow);
    await widget.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(
      widget.getByRole('heading', { level: 1, name: 'Contact information' }),
    ).toBeVisible();
    await widget.getByRole('button', { name: 'Continue' }).click();
    const popup = dialogs.getByRole('dialog', { name: 'Rewards & payment' });
    await choosePayment(popup);
    const review = popup.getByRole('button', { name: 'Review my Trip' });
    await expect(review).toBeEnabled(slow);
    await review.click();
    await expect(widget.getByRole('heading', { level: 1, name: 'Review your trip' })).toBeVisible();
  } else {
    await expect(widget.getByRole('heading', { level: 1, name: 'Confirm and Book' })).toBeVisible(
      slow,
    );
    await widget.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(widget.getByRole('button', { name: 'Edit traveler' })).toBeVisible();
    await choosePayment(widget);
  }
  const book = widget.getByRole('button', { name: 'Confirm and Book' });
  await expect(book).toBeEnabled(slow);
  await book.click();
  await expect(widget.getByRole('heading', { level: 1, name: 'Booking Confirmation' })).toBeVisible(
    slow,
  );
  await expect(widget.getByText('Confirmed, your stay is booked.')).toBeVisible();
  return reservationIdIn(widget.getByText(/^Your booking confirmation is #WF-/));
}

async function choosePayment(section: Locator) {
  await expect(section.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await section.getByRole('radio', { name: 'Do not apply rewards' }).check();
  await section.getByRole('radio', { name: visa }).check();
}

/** The partner's own elements whose look the widget must not change, and what is compared. */
const partnerProbes = {
  body: 'body',
  heading: 'main > h1',
  button: 'button.club-join',
  navigation: '.club-header ul',
  paragraph: 'main > p',
} as const;

const comparedProperties = [
  'font-family',
  'font-size',
  'font-variant-caps',
  'line-height',
  'color',
  'background-color',
  'text-align',
  'text-transform',
  'box-sizing',
  'margin-top',
  'margin-left',
  'padding-top',
  'border-top-style',
  'border-top-width',
  'list-style-type',
] as const;

/** The computed styles of the partner's body, heading, button, navigation and text. */
export function partnerStyles(page: Page) {
  return page.evaluate(
    ({ probes, properties }) =>
      Object.fromEntries(
        Object.entries(probes).map(([name, selector]) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`The partner page has no ${selector}`);
          const style = getComputedStyle(element);
          return [name, Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))];
        }),
      ),
    { probes: partnerProbes, properties: comparedProperties },
  );
}
