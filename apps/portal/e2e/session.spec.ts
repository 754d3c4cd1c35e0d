import { expect, test } from './fixtures';

// The browser logs each error answer a scenario asks for; those are expected here.
test.use({ expectedConsoleErrors: [/the server responded with a status of 40[13]/] });

const redirects = [
  ['session/401-login', '/vacation-rentals/', /\/login\/$/, 'Sign in'],
  ['session/40106-acknowledgement', '/', /\/acknowledgement\/$/, 'Before you continue'],
  ['session/40103-access-denied', '/', /\/access-denied$/, 'Access denied'],
  ['session/40102-not-beta', '/', /\/access-denied-not-beta$/, "You're not in the beta yet"],
  ['session/login-code-failed', '/login/?code=expired', /\/access-denied$/, 'Access denied'],
] as const;

// spec: platform §8 "Global redirects by response code".
for (const [scenario, from, to, heading] of redirects) {
  test(`${scenario} sends the user to its page`, async ({ page }) => {
    await page.goto(`${from}${from.includes('?') ? '&' : '?'}scenario=${scenario}`);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('session/401-login saves the current path; signing in returns to it', async ({ page }) => {
  await page.goto('/vacation-rentals/?locationName=Dorset&scenario=session/401-login');
  await expect(page).toHaveURL(/\/login\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('wayfare.returnPath'))).toBe(
    '/vacation-rentals/?locationName=Dorset&scenario=session/401-login',
  );
  // Back from the sign-in module with a code, on a backend that now opens the session: the
  // scenario stays with the browser session, so the page names the signed-in one (else the
  // return path's user-info call is refused again and the page goes back to /login/).
  await page.goto('/login/?code=fresh&scenario=session/logged-in');
  await expect(page).toHaveURL(/\/vacation-rentals\/\?locationName=Dorset/);
});

test('session/40105-onboarding leaves for onboarding on the admin portal, keeping utm_source', async ({
  page,
}) => {
  await page.route('https://admin.wayfare.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Onboarding</title><h1>Onboarding</h1>',
    }),
  );
  await page.goto('/?utm_source=newsletter&scenario=session/40105-onboarding');
  await expect(page).toHaveURL('https://admin.wayfare.example/onboarding/?utm_source=newsletter');
});

test('session/corporate-no-admin: from the admin portal without admin permission', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('corporate'), 'a corporate-tenant rule');
  await page.goto('/login/?code=abc&source=admin&scenario=session/corporate-no-admin');
  await expect(page).toHaveURL(/\/access-denied$/);
});

// An address saved as another origin is never followed after login (spec: platform §4).
for (const saved of [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
]) {
  test(`after login, a saved "${saved}" stays inside the portal`, async ({ page, baseURL }) => {
    await page.goto('/does-not-exist');
    // The page has settled (its embedded backend answers) before the next address is opened.
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    await page.evaluate((path) => sessionStorage.setItem('wayfare.returnPath', path), saved);
    await page.goto('/login/?code=abc');
    await expect(
      page.getByRole('heading', { level: 1, name: /Where to next\?|Welcome to Wayfare/ }),
    ).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(new URL(page.url()).pathname).toBe('/');
  });
}

// spec: platform §7 "POST /engagement/event: event, url, and a browser session id cookie".
// The call goes through the embedded backend's service worker, whose requests Playwright reports
// without their cookies: the cookie is read from the browser, where the same-origin call takes it.
test('every page sends an engagement event; one browser session cookie holds', async ({ page }) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/engagement/event')) bodies.push(request.postDataJSON());
  });
  const sessionCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'wayfare_browser_session')
      ?.value;
  await page.goto('/');
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(1);
  const first = await sessionCookie();
  expect(first).toMatch(/^[\w-]+$/);
  await page.goto('/faq/');
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(2);
  expect(bodies[0]).toMatchObject({ event: 'page_view', url: expect.stringMatching(/\/$/) });
  expect(bodies[1]).toMatchObject({ url: expect.stringMatching(/\/faq\/$/) });
  expect(await sessionCookie()).toBe(first);
});
