import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

/** Kept for callers that ask about one address; the rule itself is address-policy's. */
export const isPrivateAddress = (address: string): boolean => !isPublicAddress(address);

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: 'badUrl' | 'privateAddress'; host?: string };

/**
 * The one place user-supplied URLs are checked before the server fetches them (SSRF):
 * http(s) only, and every address the host resolves to must be public unless `allowPrivate`. This answers early
 * with a clear message; the connection itself goes through guardedFetch, which checks again and pins the address.
 */
export async function checkOutboundUrl(raw: string, allowPrivate: boolean): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'badUrl' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'badUrl' };
  if (allowPrivate) return { ok: true, url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return { ok: false, reason: 'badUrl', host };
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) return { ok: false, reason: 'privateAddress', host };
  return { ok: true, url };
}
