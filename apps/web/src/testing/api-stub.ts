import type { PubConfig, UserInfo } from '@vox/contracts';

export const testPubConfig: PubConfig = {
  version: '0.1.0',
  year: '©2026',
  name: 'Vox Console',
  beianIcpNum: 'null',
  beianGaNum: 'null',
  allowUserRegister: true,
  enableMobileRegister: true,
  needsBootstrap: false,
  mobileAreaList: [
    { name: '中国大陆', key: '+86' },
    { name: '中国香港', key: '+852' },
  ],
  sm2PublicKey: '04abc',
  systemWebMenu: {},
  sso: { enabled: false, ssoOnly: false, displayName: '' },
};

export const adminUser: UserInfo = { id: '1', username: '+8613800000000', superAdmin: 1, status: 1 };

export const captchaImage = () => new Response(new Uint8Array([71, 73, 70]), { headers: { 'content-type': 'image/gif' } });
