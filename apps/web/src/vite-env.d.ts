/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin that serves uploaded media; empty means the app's own origin. */
  readonly VITE_RESOURCE_BASE?: string;
}
