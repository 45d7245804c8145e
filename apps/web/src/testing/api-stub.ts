import type { PubConfig, UserInfo } from '@vox/contracts';
import { jsonResponse, stubFetch } from './fetch-stub.ts';

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
};

export const adminUser: UserInfo = { id: '1', username: '+8613800000000', superAdmin: 1, status: 1 };

type Route = (url: URL, init: RequestInit) => unknown;

/**
 * A fake server: each handler answers one path (without the /xiaozhi base) with an envelope's data, or with a
 * Response when it needs control over status or type. Unknown paths answer code 404.
 */
export function stubApi(routes: Record<string, Route>) {
  return stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname.replace(/^\/xiaozhi/, '');
    const key = `${init.method ?? 'GET'} ${path}`;
    const handler = routes[key] ?? routes[path];
    if (!handler) return jsonResponse({ code: 404, msg: `no stub for ${key}`, data: null });
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : jsonResponse({ code: 0, msg: 'success', data: answer });
  });
}

export const captchaImage = () => new Response(new Uint8Array([71, 73, 70]), { headers: { 'content-type': 'image/gif' } });
