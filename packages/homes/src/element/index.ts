// A plain page loads no fonts of its own, and font faces inside a shadow root are ignored: the
// element brings the portal's Roboto faces to the page (they name a family, and style nothing).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { defineHomesBookingElement } from './HomesBookingElement';

// Importing the entry is defining the element: a page needs nothing more than the import.
defineHomesBookingElement();

export * from './HomesBookingElement';
export type { HomesBookingElementOptions } from './homesBookingElementOptions';
