/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The tenant stories open on; the corporate story run sets it (vitest.config.ts). */
  readonly STORYBOOK_TENANT?: string;
}
