import { createHmac } from 'node:crypto';

/** RFC 3986 percent-encoding as Aliyun's RPC signature v1 requires (space → %20, * → %2A, ~ kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

/** HMAC-SHA1 over `METHOD&%2F&encode(canonical query)` keyed with `secret&`, base64. */
export function signRpcRequest(method: 'GET' | 'POST', params: Readonly<Record<string, string>>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}
