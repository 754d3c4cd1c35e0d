import type { CardFieldsSetup } from '@wayfare/booking';

/**
 * Starts the fake backend of @wayfare/mocks in the page (a static demo build, served by any file
 * server), playing the scenario named by `?scenario=` (any id of shared/STATES.md that the
 * catalogue has). `npm start` answers the API from Node instead (`@wayfare/mocks/http`).
 */
export async function startInBrowserBackend(search: string): Promise<CardFieldsSetup> {
  const { startMockBackend, fetchedHostedCardFieldsFrame } = await import('@wayfare/mocks/browser');
  await startMockBackend({ scenario: new URLSearchParams(search).get('scenario') });
  // The worker answers no frame navigation: the card vault's stand-in page is fetched instead.
  return { createFrame: fetchedHostedCardFieldsFrame };
}
