import { getContrastRatio } from '@mui/material/styles';
import { palettes, tenants } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { brandColors } from './brandColors';
import { createWayfareTheme, mobileBreakpointPx } from './createWayfareTheme';

const everyTheme = tenants.flatMap((tenant) =>
  palettes.map((palette) => [tenant, palette] as const),
);

describe('createWayfareTheme', () => {
  it.each(everyTheme)('%s %s uses its brand colours', (tenant, palette) => {
    const theme = createWayfareTheme({ tenant, palette });
    expect(theme.palette.primary.main).toBe(brandColors[tenant][palette].primary);
    expect(theme.palette.secondary.main).toBe(brandColors[tenant][palette].secondary);
    expect(theme.wayfare).toEqual({ tenant, palette, reducedMotion: false });
  });

  it.each(everyTheme)(
    '%s %s keeps white text readable on its colours (WCAG AA)',
    (tenant, palette) => {
      const { primary, secondary } = brandColors[tenant][palette];
      expect(getContrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('is mobile below 960 px (spec: platform §9)', () => {
    const theme = createWayfareTheme({ tenant: 'consumer', palette: 'default' });
    expect(mobileBreakpointPx).toBe(960);
    expect(theme.breakpoints.down('md')).toBe('@media (max-width:959.95px)');
  });

  it('moves nothing when the user asks for reduced motion', () => {
    const theme = createWayfareTheme({
      tenant: 'consumer',
      palette: 'default',
      reducedMotion: true,
    });
    expect(Object.values(theme.transitions.duration).every((duration) => duration === 0)).toBe(
      true,
    );
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(
      createWayfareTheme({ tenant: 'consumer', palette: 'default' }).transitions.duration.standard,
    ).toBeGreaterThan(0);
  });

  it('gives the tenants different shapes', () => {
    expect(
      createWayfareTheme({ tenant: 'consumer', palette: 'default' }).shape.borderRadius,
    ).not.toBe(createWayfareTheme({ tenant: 'corporate', palette: 'default' }).shape.borderRadius);
  });
});
