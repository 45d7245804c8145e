import { request } from '../../../lib/http.ts';

/** GET /user/captcha?uuid= answers an image; no-cache so the browser never shows yesterday's picture. */
export function fetchCaptcha(uuid: string): Promise<Blob> {
  return request<Blob>({
    url: '/user/captcha',
    data: { uuid },
    responseType: 'blob',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    onFailure: () => undefined,
  });
}
