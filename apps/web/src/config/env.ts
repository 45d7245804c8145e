export const env = {
  apiBase: import.meta.env.VITE_API_BASE || '/xiaozhi',
  /** Names the session's `{product}Uid` storage key (`voxUid`). */
  product: 'vox',
  productName: '智控台',
} as const;
