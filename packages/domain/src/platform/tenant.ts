/** The two tenants (spec: platform §1). */
export const tenants = ['consumer', 'corporate'] as const;
export type Tenant = (typeof tenants)[number];

/** Theme palettes (spec: products §9). */
export const palettes = ['default', 'refreshed', 'alternate'] as const;
export type Palette = (typeof palettes)[number];

export interface TenantSettings {
  /** The customer-support line, the spec's {phone}; the numbers are ours (spec: "values not shown"). */
  readonly supportPhone: string;
  /** Adults a search starts with (spec: platform §9). */
  readonly defaultAdults: number;
  /** The checkout payment step's label (spec: platform §2). */
  readonly paymentStepLabel: string;
}

const settings: Record<Tenant, TenantSettings> = {
  consumer: {
    supportPhone: '1-800-555-0134',
    defaultAdults: 2,
    paymentStepLabel: 'Rewards & payment',
  },
  corporate: { supportPhone: '1-800-555-0199', defaultAdults: 1, paymentStepLabel: 'Payment' },
};

export function tenantSettings(tenant: Tenant): TenantSettings {
  return settings[tenant];
}

/** spec: platform §1 "The tenant is read from the environment; an unknown value falls back to the consumer tenant." */
export function tenantFromEnvironment(value: string | null | undefined): Tenant {
  const normalised = value?.trim().toLowerCase();
  return (tenants as readonly (string | undefined)[]).includes(normalised)
    ? (normalised as Tenant)
    : 'consumer';
}

/** A palette by name, falling back to the default one for anything else. */
export function paletteFrom(value: string | null | undefined): Palette {
  return (palettes as readonly (string | null | undefined)[]).includes(value)
    ? (value as Palette)
    : 'default';
}
