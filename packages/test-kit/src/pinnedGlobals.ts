/**
 * A story's `globals` that pin what its play needs. A pinned global shows in the toolbar as set,
 * so switching the toolbar cannot break the play; every story with a play pins its tenant (or its
 * file is run on both tenants, tagged `tenants`) and, unless the story pass plays it at both
 * widths, its viewport (visual/storybookSite.spec.ts checks both).
 */

/** A play that walks the desktop layout (tagged `desktop-play`, or named for it). */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } } as const;

/** A play that walks the phone layout (a story named for it, "…Mobile"). */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } } as const;

/** A play that reads the consumer tenant's texts and features. */
export const consumerTenant = { tenant: 'consumer' } as const;

/** A story of what only the corporate tenant has (its policy, its business accounts). */
export const corporateTenant = { tenant: 'corporate' } as const;
