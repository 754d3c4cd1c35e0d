/** What the airport field's list says when it has no airport to offer (ours). */
export const airportFieldTexts = {
  noMatch: 'No airport matches. Try a city name or a 3-letter code.',
  loading: 'Loading airports…',
  failed: 'The airports could not be loaded. Try again in a moment.',
  /** An airport as the field shows it once chosen, and as its option is named. */
  chosen: (city: string, code: string) => `${city} (${code})`,
} as const;
