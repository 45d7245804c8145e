import { isIP } from 'node:net';

/**
 * Addresses only the console's own machine can reach: devices receive these URLs (upstream
 * refuses localhost and 127.0.0.1), so such a value would look fine here and fail on every device.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '0.0.0.0' || host === '::' || host === '::1') return true;
  if (/^::ffff:127\./.test(host)) return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

export function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
