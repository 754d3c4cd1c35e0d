import { expect, it } from 'vitest';
import { listingLayout } from './listingLayout';

// spec: platform §9 "Gallery: ... scroll offset 220 px; photo lazy-load delay 100 ms; hero height 224 px mobile, 419 px desktop.
// Layout: mobile breakpoint 960 px; desktop book grid two columns, side padding 120 px, column gap 30 px, mobile side padding
// 16 px; occupancy popup width 340 px (380 px for vacation rentals); photo modal max width 1200 px; popover content max height
// 850 px; map expand button 150 by 45 px."
it('holds the layout figures of the spec', () => {
  expect(listingLayout).toEqual({
    mobileBreakpoint: 960,
    gallery: {
      scrollOffset: 220,
      photoLazyLoadDelayMs: 100,
      heroHeight: { mobile: 224, desktop: 419 },
      heroSplit: { main: 0.6, side: 0.4 },
      photoModalMaxWidth: 1200,
    },
    bookGrid: { columns: 2, sidePadding: 120, columnGap: 30, mobileSidePadding: 16 },
    occupancyPopupWidth: { default: 340, vacationRentals: 380 },
    popoverContentMaxHeight: 850,
    mapExpandButton: { width: 150, height: 45 },
  });
});
