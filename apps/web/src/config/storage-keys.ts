import { env } from './env.ts';

/** The named storage keys kept for parity with upstream's Constant.STORAGE_KEY. */
export const TOKEN = 'TOKEN';
export const PUBLIC_KEY = 'PUBLIC_KEY';
export const USER_TYPE = 'USER_TYPE';

/** Keys this app actually reads and writes in localStorage. */
export const storageKeys = {
  token: 'token',
  uid: `${env.product}Uid`,
  userLanguage: 'userLanguage',
  fontSize: 'fontSize',
  timeZone: 'timeZone',
  ssoDisabled: 'ssoDisabled',
  /** The "coming from xiaozhi-esp32-server" hints, once closed. */
  upstreamHintRegister: 'upstreamImportHint.register',
  upstreamHintParams: 'upstreamImportHint.params',
} as const;
