/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly WAYFARE_TENANT?: string;
  readonly WAYFARE_PALETTE?: string;
  readonly WAYFARE_API_BASE_URL?: string;
}
