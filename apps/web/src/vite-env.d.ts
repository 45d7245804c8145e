/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base of the /xiaozhi family; default '/xiaozhi'. */
  readonly VITE_API_BASE?: string;
  /** Single sign-on host; unset means no SSO (see stores/session-store.ts). */
  readonly VITE_SSO_HOST?: string;
  /** "true" turns on CDN mode (src/config/cdn.ts). */
  readonly VITE_CDN_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
