/**
 * Starts the fake backend of @wayfare/mocks in the browser, playing the scenario named by
 * `?scenario=` (any id of shared/STATES.md that the catalogue has). Loaded as its own chunk, and
 * only when no real API is configured.
 */
export async function startEmbeddedBackend(search: string): Promise<void> {
  const { startMockBackend } = await import('@wayfare/mocks/browser');
  await startMockBackend({ scenario: new URLSearchParams(search).get('scenario') });
}
