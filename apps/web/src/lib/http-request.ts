import { TIME_ZONE_HEADER, toAcceptLanguage, type AppLocale } from '@vox/contracts';
import { env } from '../config/env.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods whose payload travels as query parameters; the others send a JSON body. */
const QUERY_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'DELETE'];

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The newer API family lives at the site root (/v1/...), the console API under the configured base (/xiaozhi). */
function baseFor(path: string, base: string | undefined): string {
  if (base !== undefined) return base;
  return /^\/v1(\/|\?|$)/.test(path) ? '' : env.apiBase;
}

function appendQuery(url: string, data: unknown): string {
  if (data === undefined || data === null || typeof data !== 'object') return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item === null ? '' : String(item));
  }
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function buildUrl(path: string, method: HttpMethod, data: unknown, base?: string): string {
  // Upstream quirk kept on purpose: every `$` in a path is a slash.
  const cleanPath = path.replaceAll('$', '/');
  const url = /^https?:\/\//.test(cleanPath) ? cleanPath : `${baseFor(cleanPath, base)}${cleanPath}`;
  return QUERY_METHODS.includes(method) ? appendQuery(url, data) : url;
}

/** Who asks, in which language and time zone: every request to the console carries them (request-session.ts). */
export interface RequestSession {
  locale: AppLocale;
  timeZone: string;
  token: string;
}

export function buildInit(method: HttpMethod, data: unknown, extraHeaders: Record<string, string>, session: RequestSession): RequestInit {
  const headers: Record<string, string> = {
    'Accept-Language': toAcceptLanguage(session.locale),
    [TIME_ZONE_HEADER]: session.timeZone,
    ...extraHeaders,
  };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const init: RequestInit = { method, headers };
  if (QUERY_METHODS.includes(method) || data === undefined) {
    headers['Content-Type'] ??= JSON_CONTENT_TYPE;
    return init;
  }
  if (data instanceof FormData || data instanceof Blob) {
    init.body = data; // the browser sets the multipart boundary itself
    return init;
  }
  headers['Content-Type'] ??= JSON_CONTENT_TYPE;
  init.body = JSON.stringify(data);
  return init;
}
