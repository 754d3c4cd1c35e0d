import { defineHomesBookingElement } from './HomesBookingElement';

// Importing the entry is defining the element: a page needs nothing more than the import.
defineHomesBookingElement();

export * from './HomesBookingElement';
export type { HomesBookingElementOptions } from './homesBookingElementOptions';
