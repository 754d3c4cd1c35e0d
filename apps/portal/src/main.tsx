import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { openBrowserSession } from './browserSession';
import { portalEnvironment } from './environment';
import { Portal } from './Portal';

const environment = portalEnvironment(import.meta.env);
openBrowserSession(document, () => crypto.randomUUID());

if (__WAYFARE_IN_BROWSER_BACKEND__) {
  const { startInBrowserBackend } = await import('./inBrowserBackend');
  await startInBrowserBackend(window.location.search);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Portal environment={environment} />
  </StrictMode>,
);
