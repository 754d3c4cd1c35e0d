import { paletteFrom, tenantFromEnvironment, type Palette, type Tenant } from '@wayfare/domain';

export interface PortalEnvironment {
  readonly tenant: Tenant;
  readonly palette: Palette;
  /** A real API to talk to; without one the portal runs on its embedded (MSW) backend. */
  readonly apiBaseUrl: string | undefined;
}

/** What the build was configured with (spec: platform §1: an unknown tenant falls back to consumer). */
export function portalEnvironment(env: Record<string, string | undefined>): PortalEnvironment {
  return {
    tenant: tenantFromEnvironment(env.WAYFARE_TENANT),
    palette: paletteFrom(env.WAYFARE_PALETTE),
    apiBaseUrl: env.WAYFARE_API_BASE_URL || undefined,
  };
}
