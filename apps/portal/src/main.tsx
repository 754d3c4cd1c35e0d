import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import type { CardFieldsSetup } from '@wayfare/booking';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openBrowserSession } from './browserSession';
import { portalEnvironment } from './environment';
import { Portal } from './Portal';

const environment = portalEnvironment(import.meta.env);
openBrowserSession(document, () => crypto.randomUUID());

function render(cardFields?: CardFieldsSetup) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <Portal environment={environment} cardFields={cardFields} />
    </StrictMode>,
  );
}

// No top-level await: Rollup then keeps every dynamic import "awaited" and splits the first load's
// modules into a chunk per set of routes that share them (32 files for home, where one will do).
if (__WAYFARE_IN_BROWSER_BACKEND__)
  void import('./inBrowserBackend')
    .then(({ startInBrowserBackend }) => startInBrowserBackend(window.location.search))
    .then((cardFields) => render(cardFields));
else render();
