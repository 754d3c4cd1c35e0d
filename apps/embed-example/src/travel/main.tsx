import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TravelDesk } from './TravelDesk';

const container = document.getElementById('club');
if (!container) throw new Error('The travel desk page has no #club element.');
createRoot(container).render(
  <StrictMode>
    <TravelDesk />
  </StrictMode>,
);
