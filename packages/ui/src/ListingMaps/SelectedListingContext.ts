import { createContext } from 'react';

/**
 * The listing whose pill is selected, for the pills alone: choosing one re-renders the markers,
 * not the map around them (its region's styles, its tiles, its fitted bounds).
 */
export const SelectedListingContext = createContext<string | undefined>(undefined);
