import type { Palette, Tenant } from '@wayfare/domain';

export interface BrandColors {
  readonly primary: string;
  readonly secondary: string;
  readonly background: string;
}

/**
 * Each tenant's colours in each palette (spec: products §9 "Theme palettes (default, refreshed,
 * alternate)"). Every primary and secondary keeps white text above 4.5:1 contrast.
 */
export const brandColors: Record<Tenant, Record<Palette, BrandColors>> = {
  consumer: {
    default: { primary: '#0b3b66', secondary: '#b3261e', background: '#f6f7f9' },
    refreshed: { primary: '#00557a', secondary: '#a4262c', background: '#f3f8fa' },
    alternate: { primary: '#3b2a73', secondary: '#9c1f4a', background: '#f7f6fa' },
  },
  corporate: {
    default: { primary: '#0e4d45', secondary: '#8a4b08', background: '#f5f7f6' },
    refreshed: { primary: '#1f3a5f', secondary: '#00695c', background: '#f4f6f9' },
    alternate: { primary: '#2e3440', secondary: '#7a4a00', background: '#f6f6f4' },
  },
};
