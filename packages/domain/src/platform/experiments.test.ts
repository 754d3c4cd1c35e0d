import { describe, expect, it } from 'vitest';
import {
  experimentIds,
  experimentsPath,
  experimentsResponseSchema,
  experimentVariant,
  experimentVariants,
  isExperimentOn,
  maintenanceExperimentIds,
  maintenanceVariant,
  type Experiment,
  type MaintenanceExperimentId,
  type MaintenanceVariant,
} from './experiments';

describe('experiment enumerations', () => {
  // spec: platform §9 "Experiment ids include complimentary-night promotion, wishlists, stays booking, wallet credits,
  // credit-offer stacking, categorized gallery, cover reviews, trees, travel wallet offers, credit history; variants
  // include control and available (also lead-up, active; trip-builder, hotels-flights)"; §1 vacation rentals
  it('holds the spec values', () => {
    expect(experimentIds).toEqual([
      'complimentary-night',
      'wishlists',
      'stays-booking',
      'wallet-credits',
      'credit-offer-stacking',
      'categorized-gallery',
      'cover-reviews',
      'trees',
      'travel-wallet-offers',
      'credit-history',
      'vacation-rentals',
    ]);
    expect(experimentVariants).toEqual([
      'control',
      'available',
      'lead-up',
      'active',
      'trip-builder',
      'hotels-flights',
    ]);
    expect(maintenanceExperimentIds).toHaveLength(2);
  });
});

const banner: Experiment = {
  id: 'maintenance-banner',
  variant: { variantName: 'active', data: { message: 'Back at 6' } },
};
const mode: Experiment = {
  id: 'maintenance-mode',
  variant: '{"variantName":"control","data":null}',
};
const experiments: Experiment[] = [
  { id: 'wishlists', variant: 'available' },
  { id: 'trees', variant: 'control' },
  { id: 'complimentary-night', variant: 'lead-up', trackingProperties: { bucket: 3 } },
  banner,
  mode,
  { id: 'credit-history', variant: '{not json' },
  { id: 'cover-reviews', variant: '{"name":"x"}' },
];

// spec: platform §9 variants; STATES §2 "On is the happy-path default; off is the control variant"
describe('isExperimentOn', () => {
  it.each([
    ['wishlists', true],
    ['trees', false],
    ['complimentary-night', true],
    ['maintenance-banner', true],
    ['maintenance-mode', false],
    ['credit-history', true],
    ['cover-reviews', true],
    ['vacation-rentals', false],
  ])('%s: %s', (id, on) => {
    expect(isExperimentOn(experiments, id)).toBe(on);
  });

  it('is off while experiments are not loaded', () => {
    expect(isExperimentOn(undefined, 'wishlists')).toBe(false);
  });

  it('names the variant, reading variantName from an object variant', () => {
    expect(experimentVariant(experiments, 'complimentary-night')).toBe('lead-up');
    expect(experimentVariant(experiments, 'maintenance-banner')).toBe('active');
    expect(experimentVariant(experiments, 'maintenance-mode')).toBe('control');
    expect(experimentVariant(experiments, 'stays-booking')).toBeUndefined();
  });
});

// spec: platform §3 "For two maintenance experiments the variant is a JSON object with variantName and data."
describe('maintenanceVariant', () => {
  it.each<[Experiment[], MaintenanceExperimentId, MaintenanceVariant | undefined]>([
    [[banner], 'maintenance-banner', { variantName: 'active', data: { message: 'Back at 6' } }],
    [[mode], 'maintenance-mode', { variantName: 'control', data: null }],
    [[{ id: 'maintenance-mode', variant: 'active' }], 'maintenance-mode', undefined],
    [[{ id: 'maintenance-mode', variant: '{broken' }], 'maintenance-mode', undefined],
    [[{ id: 'maintenance-mode', variant: '{"data":1}' }], 'maintenance-mode', undefined],
    [[], 'maintenance-banner', undefined],
  ])('%o %s: %o', (list, id, expected) => {
    expect(maintenanceVariant(list, id)).toEqual(expected);
  });
});

// spec: platform §7 "PUT /experiments/active"; "PUT /experiments/cotb/active (corporate tenant)"
describe('experiments call', () => {
  it.each([
    ['consumer', '/experiments/active'],
    ['corporate', '/experiments/cotb/active'],
  ] as const)('%s tenant: %s', (tenant, path) => {
    expect(experimentsPath(tenant)).toBe(path);
  });

  it('parses the list, unknown ids and variants included', () => {
    const response = { experiments: [...experiments, { id: 'new-thing', variant: 'beta' }] };
    expect(experimentsResponseSchema.parse(response)).toEqual(response);
    expect(experimentsResponseSchema.safeParse({ experiments: [{ id: 'x' }] }).success).toBe(false);
  });
});
