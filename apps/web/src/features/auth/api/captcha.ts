import { api } from '../../../lib/http.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';

/** GET /user/captcha?uuid= answers an image; no-cache so the browser never shows yesterday's picture. */
export function fetchCaptcha(uuid: string): Promise<Blob> {
  return api(signInEndpoints.captcha, { query: { uuid } }, {
    responseType: 'blob',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
}
