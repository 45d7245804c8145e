import type { PubConfig } from '@vox/contracts';

/** Defaults until GET /user/pub-config answers; 'null' is upstream's "not set" marker. */
export const DEFAULT_PUB_CONFIG: PubConfig = {
  version: '',
  year: '',
  name: '',
  beianIcpNum: 'null',
  beianGaNum: 'null',
  allowUserRegister: false,
  enableMobileRegister: false,
  needsBootstrap: false,
  mobileAreaList: [],
  sm2PublicKey: '',
  systemWebMenu: {},
  sso: { enabled: false, ssoOnly: false, displayName: '' },
};
