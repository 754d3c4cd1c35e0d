import { expect, test } from '@wayfare/test-kit/playwright';
import {
  bookFromListing,
  bookedStatus,
  isMobileProject,
  listingName,
  partnerStyles,
  reservationIdIn,
} from './partnerPages';

test('the plain HTML page books a stay inside <wayfare-homes-booking>, hears wayfare-booked, and keeps its own look', async ({
  page,
}, testInfo) => {
  // The partner's page as it is without Wayfare: the element's one script answers nothing.
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: "Members' lakeside getaways" }),
  ).toBeVisible();
  expect(await page.evaluate(() => customElements.get('wayfare-homes-booking'))).toBeUndefined();
  const withoutWayfare = await partnerStyles(page);
  await page.unrouteAll();

  // The same page with it: a booking from the listing to the confirmation, in the shadow root.
  await page.goto('/');
  const booked = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener(
          'wayfare-booked',
          (event) =>
            resolve(
              (event as CustomEvent<{ reservation: { id: { value: string } } }>).detail.reservation
                .id.value,
            ),
          { once: true },
        ),
      ),
  );
  const widget = page.locator('wayfare-homes-booking');
  const reservationId = await bookFromListing(widget, isMobileProject(testInfo.project.name));

  // The event reached the page (it bubbles out of the shadow root), and the partner's own DOM
  // shows what it carried.
  expect(await booked).toBe(reservationId);
  const status = page.locator('#club-booked');
  await expect(status).toHaveText(bookedStatus);
  expect(await reservationIdIn(status)).toBe(reservationId);

  // Nothing of the widget's styles reached the page: the same look, and no style sheet of the
  // widget's in the page's head.
  expect(await partnerStyles(page)).toEqual(withoutWayfare);
  expect(await page.locator('head style[data-emotion]').count()).toBe(0);
});

test("the page's global styles do not reach the widget in the shadow root", async ({ page }) => {
  await page.goto('/');
  const widget = page.locator('wayfare-homes-booking');
  const title = widget.getByRole('heading', { level: 1, name: listingName });
  await expect(title).toBeVisible();

  // The page's headings are centred crimson Georgia small capitals; the widget's is its theme's.
  const pageTitle = page.getByRole('heading', { level: 1, name: "Members' lakeside getaways" });
  await expect(pageTitle).toHaveCSS('font-family', 'Georgia, serif');
  await expect(pageTitle).toHaveCSS('color', 'rgb(220, 20, 60)');
  await expect(title).toHaveCSS('font-family', /^Roboto, /);
  await expect(title).not.toHaveCSS('color', 'rgb(220, 20, 60)');
  await expect(title).not.toHaveCSS('text-align', 'center');
  await expect(title).toHaveCSS('font-variant-caps', 'normal');

  // The page's lists have bullets and wide margins. The widget's overview lists have no bullets,
  // its amenity lists its own (the theme's indent): neither takes the page's.
  const overviewLists = widget.getByRole('region', { name: 'Overview' }).getByRole('list');
  await expect(overviewLists.first()).toBeVisible();
  for (const list of await overviewLists.all())
    await expect(list).toHaveCSS('list-style-type', 'none');
  const amenities = widget.getByRole('region', { name: 'Amenities' });
  await expect(amenities.getByRole('list').first()).toHaveCSS('padding-left', '20px');
  for (const item of [
    overviewLists.first().getByRole('listitem').first(),
    amenities.getByRole('listitem').first(),
  ]) {
    await expect(item).toHaveCSS('margin-left', '0px');
    await expect(item).not.toHaveCSS('font-family', 'Georgia, serif');
  }

  // The page's buttons are dashed, gold and uppercase, and everything is content-box.
  const continueButton = widget.getByRole('button', { name: 'Continue' }).first();
  await expect(continueButton).not.toHaveCSS('border-top-style', 'dashed');
  await expect(continueButton).not.toHaveCSS('text-transform', 'uppercase');
  await expect(continueButton).not.toHaveCSS('background-color', 'rgb(255, 215, 0)');
  await expect(continueButton).toHaveCSS('box-sizing', 'border-box');
  await expect(title).toHaveCSS('box-sizing', 'border-box');

  // The map's own style sheet (leaflet's) is written into the shadow root, where the map is.
  const location = widget.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  const map = location.locator('.leaflet-container');
  await expect(map).toHaveCSS('overflow', 'hidden');
  await expect(map.locator('.leaflet-pane').first()).toHaveCSS('position', 'absolute');
});
