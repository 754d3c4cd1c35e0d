/**
 * Chromatic's modes (`parameters.chromatic.modes`), the story pass's four checks of a story: the
 * two widths of the Storybook toolbar's viewports, on each tenant. Every story is snapshotted at
 * both widths; a file tagged `tenants` on both tenants too (`bothTenantsModes`).
 */
const widthModes = {
  desktop: { viewport: 1280 },
  mobile: { viewport: 390 },
} as const;

export const chromaticModes = {
  ...widthModes,
  'desktop corporate': { ...widthModes.desktop, tenant: 'corporate' },
  'mobile corporate': { ...widthModes.mobile, tenant: 'corporate' },
} as const;

/** The parameters of every story: both widths on its own tenant. */
export const widthsOnlyModes = { modes: widthModes } as const;

/** The parameters of a file tagged `tenants`: both widths on both tenants. */
export const bothTenantsModes = { modes: chromaticModes } as const;
