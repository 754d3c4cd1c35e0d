/** The listing and checkout layout figures of platform §9, in pixels unless named otherwise. */
export const listingLayout = {
  /** Below this width the portal is mobile. */
  mobileBreakpoint: 960,
  gallery: {
    scrollOffset: 220,
    photoLazyLoadDelayMs: 100,
    heroHeight: { mobile: 224, desktop: 419 },
    /** The hero's two sides on desktop (spec: platform §2 "60/40 split"). */
    heroSplit: { main: 0.6, side: 0.4 },
    photoModalMaxWidth: 1200,
  },
  bookGrid: { columns: 2, sidePadding: 120, columnGap: 30, mobileSidePadding: 16 },
  occupancyPopupWidth: { default: 340, vacationRentals: 380 },
  popoverContentMaxHeight: 850,
  mapExpandButton: { width: 150, height: 45 },
} as const;
