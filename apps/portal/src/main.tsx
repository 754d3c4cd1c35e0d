import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import type { CardFieldsSetup } from '@wayfare/booking';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openBrowserSession } from './browserSession';
import { portalEnvironment } from './environment';
import { Portal } from './Portal';

const environment = portalEnvironment(import.meta.env);
openBrowserSession(document, () => crypto.randomUUID());

function render(cardFields?: CardFieldsSetup) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const portal = createRoot(root);
  // A transition, so React renders the first page in slices that yield to the browser: on a
  // phone's CPU one uninterrupted render was the load's longest task (Lighthouse, alternating
  // runs: blocking time on the listing about 1.07 s before, 0.64-0.95 s after; home 0.65 s, 0.50 s).
  startTransition(() =>
    portal.render(
      <StrictMode>
        <Portal environment={environment} cardFields={cardFields} />
      </StrictMode>,
    ),
  );
}

if (__WAYFARE_IN_BROWSER_BACKEND__)
  void import('./inBrowserBackend')
    .then(({ startInBrowserBackend }) => startInBrowserBackend(window.location.search))
    .then((cardFields) => render(cardFields));
else render();
