export const env = {
  apiBase: import.meta.env.VITE_API_BASE || '/xiaozhi',
  ssoHost: (import.meta.env.VITE_SSO_HOST ?? '').replace(/\/+$/, ''),
  /** `{product}Uid` in SPEC §3 is keyed by this name. */
  product: 'vox',
  productName: '智控台',
} as const;
