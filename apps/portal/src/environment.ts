import { paletteFrom, tenantFromEnvironment, type Palette, type Tenant } from '@wayfare/domain';

export interface PortalEnvironment {
  readonly tenant: Tenant;
  readonly palette: Palette;
  /** A real API to talk to; without one the portal runs on its embedded (MSW) backend. */
  readonly apiBaseUrl: string | undefined;
  /** The admin portal's origin, where onboarding lives (spec: platform §2, §8). */
  readonly adminPortalUrl: string;
  /** The agent portal's own admin portal address (spec: platform §1 "a separate … admin portal address"). */
  readonly agentAdminPortalUrl: string;
  /**
   * The sign-in module, which sends the user back to the login route with a code. Without one
   * (the embedded backend), signing in comes straight back with a demo code.
   */
  readonly signInUrl: string | undefined;
}

/** Ours: the spec shows neither address. */
const defaultAdminPortalUrl = 'https://admin.wayfare.example';
const defaultAgentAdminPortalUrl = 'https://agent-admin.wayfare.example';

const configured = (value: string | undefined) => value?.trim() || undefined;

/** What the build was configured with (spec: platform §1: an unknown tenant falls back to consumer). */
export function portalEnvironment(env: Record<string, string | undefined>): PortalEnvironment {
  return {
    tenant: tenantFromEnvironment(env.WAYFARE_TENANT),
    palette: paletteFrom(env.WAYFARE_PALETTE),
    apiBaseUrl: configured(env.WAYFARE_API_BASE_URL),
    adminPortalUrl: configured(env.WAYFARE_ADMIN_PORTAL_URL) ?? defaultAdminPortalUrl,
    agentAdminPortalUrl:
      configured(env.WAYFARE_AGENT_ADMIN_PORTAL_URL) ?? defaultAgentAdminPortalUrl,
    signInUrl: configured(env.WAYFARE_SIGN_IN_URL),
  };
}
