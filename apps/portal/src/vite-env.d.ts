/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly WAYFARE_TENANT?: string;
  readonly WAYFARE_PALETTE?: string;
  readonly WAYFARE_API_BASE_URL?: string;
  readonly WAYFARE_ADMIN_PORTAL_URL?: string;
  readonly WAYFARE_AGENT_ADMIN_PORTAL_URL?: string;
  readonly WAYFARE_SIGN_IN_URL?: string;
}
