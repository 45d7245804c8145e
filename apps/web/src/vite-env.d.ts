/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base of the /xiaozhi family; default '/xiaozhi'. */
  readonly VITE_API_BASE?: string;
  /** "true" turns on CDN mode (src/config/cdn.ts). */
  readonly VITE_CDN_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
