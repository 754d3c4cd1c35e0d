/**
 * The travelers page's own words (ours: the spec names the screen, "customer profile and traveler
 * details" (platform §1), but shows none of its texts). The heading "Travelers" is ours.
 */
export const travelersPageTexts = {
  heading: 'Travelers',
  loading: 'Loading travelers',
  loadError: "We couldn't load your travelers. Please try again later.",
  deleteError: "We couldn't delete this traveler. Please try again.",
  saved: (name: string) => `${name} was saved.`,
  deleted: (name: string) => `${name} was deleted.`,
} as const;
