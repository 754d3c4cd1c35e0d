/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly WAYFARE_TENANT?: string;
  readonly WAYFARE_PALETTE?: string;
  readonly WAYFARE_API_BASE_URL?: string;
  readonly WAYFARE_ADMIN_PORTAL_URL?: string;
  readonly WAYFARE_AGENT_ADMIN_PORTAL_URL?: string;
  readonly WAYFARE_SIGN_IN_URL?: string;
}

/**
 * A static demo build (`WAYFARE_DEMO_BACKEND=in-browser`): the fake backend runs in the page.
 * A constant of the build, so every other build drops the fake backend's code.
 */
declare const __WAYFARE_IN_BROWSER_BACKEND__: boolean;
