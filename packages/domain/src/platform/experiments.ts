import { z } from 'zod/mini';
import type { Tenant } from './tenant';

/**
 * The experiments the portal reads (spec: platform §9 "complimentary-night promotion, wishlists,
 * stays booking, wallet credits, credit-offer stacking, categorized gallery, cover reviews, trees,
 * travel wallet offers, credit history"; §1 vacation rentals). The spec names them without
 * spelling them: the kebab-case ids are ours, matching the STATES.md scenario ids.
 */
export const experimentIds = [
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
] as const;
export type ExperimentId = (typeof experimentIds)[number];

/**
 * The two maintenance experiments whose variant is a JSON object {variantName, data} (spec:
 * platform §3 Experiment). Their ids are ours.
 */
export const maintenanceExperimentIds = ['maintenance-banner', 'maintenance-mode'] as const;
export type MaintenanceExperimentId = (typeof maintenanceExperimentIds)[number];

/** spec: platform §9 "variants include control and available (also lead-up, active; trip-builder, hotels-flights)". */
export const experimentVariants = [
  'control',
  'available',
  'lead-up',
  'active',
  'trip-builder',
  'hotels-flights',
] as const;
export type ExperimentVariant = (typeof experimentVariants)[number];

/** The variant that means off. */
export const controlVariant = 'control' satisfies ExperimentVariant;

export const maintenanceVariantSchema = z.object({
  variantName: z.string(),
  /** Its shape is not shown in the spec. */
  data: z.unknown(),
});
export type MaintenanceVariant = z.infer<typeof maintenanceVariantSchema>;

/**
 * One experiment as the experiments calls answer it (spec: platform §3 "Experiment: id, variant
 * (and tracking properties)"). Ids and variants are strings: the server may run experiments and
 * variants the portal does not know, which must not break the list.
 */
export const experimentSchema = z.object({
  id: z.string(),
  variant: z.union([z.string(), maintenanceVariantSchema]),
  trackingProperties: z.optional(z.record(z.string(), z.unknown())),
});
export type Experiment = z.infer<typeof experimentSchema>;

/** What `PUT /experiments/active` and `/experiments/cotb/active` answer (spec: platform §7). */
export const experimentsResponseSchema = z.object({ experiments: z.array(experimentSchema) });
export type ExperimentsResponse = z.infer<typeof experimentsResponseSchema>;

/** spec: platform §7 "PUT /experiments/active"; "PUT /experiments/cotb/active (corporate tenant)". */
export function experimentsPath(tenant: Tenant): string {
  return tenant === 'corporate' ? '/experiments/cotb/active' : '/experiments/active';
}

/** A variant sent as JSON text of {variantName, data}; undefined for a plain variant name. */
function parseVariantJson(variant: string): MaintenanceVariant | undefined {
  // Plain names ("control", "available") are the common case: no need to try parsing them.
  if (!variant.trimStart().startsWith('{')) return undefined;
  try {
    const parsed = maintenanceVariantSchema.safeParse(JSON.parse(variant));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function findVariant(
  experiments: readonly Experiment[] | undefined,
  id: string,
): Experiment['variant'] | undefined {
  return experiments?.find((experiment) => experiment.id === id)?.variant;
}

/**
 * The variant object of a maintenance experiment. The server may send it as an object or as
 * its JSON text; anything else (or no such experiment) gives undefined.
 */
export function maintenanceVariant(
  experiments: readonly Experiment[] | undefined,
  id: MaintenanceExperimentId,
): MaintenanceVariant | undefined {
  const variant = findVariant(experiments, id);
  return typeof variant === 'string' ? parseVariantJson(variant) : variant;
}

/**
 * The name of an experiment's variant (variantName for an object variant), or undefined while
 * experiments load or when the experiment is absent.
 */
export function experimentVariant(
  experiments: readonly Experiment[] | undefined,
  id: string,
): string | undefined {
  const variant = findVariant(experiments, id);
  if (typeof variant !== 'string') return variant?.variantName;
  return parseVariantJson(variant)?.variantName ?? variant;
}

/**
 * Whether an experiment is on: present with any variant but control (STATES §2 "On is the
 * happy-path default; off is the control variant"; "non-control variant (the spec names available,
 * lead-up, active)"). Experiments not loaded yet, or not in the list, are off.
 */
export function isExperimentOn(
  experiments: readonly Experiment[] | undefined,
  id: string,
): boolean {
  const variant = experimentVariant(experiments, id);
  return variant !== undefined && variant !== controlVariant;
}
