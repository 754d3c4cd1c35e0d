/**
 * Starts the fake backend of @wayfare/mocks in the page (a static demo build, served by any file
 * server), playing the scenario named by `?scenario=` (any id of shared/STATES.md that the
 * catalogue has). `npm start` answers the API from Node instead (`@wayfare/mocks/http`).
 */
export async function startInBrowserBackend(search: string): Promise<void> {
  const { startMockBackend } = await import('@wayfare/mocks/browser');
  await startMockBackend({ scenario: new URLSearchParams(search).get('scenario') });
}
