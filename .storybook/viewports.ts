/**
 * The two widths every story is shown and screenshotted at. Mobile is anything below 960 px
 * (spec: platform §9); 390 px is a common phone.
 */
export const viewports = {
  mobile: { name: 'Mobile (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;
