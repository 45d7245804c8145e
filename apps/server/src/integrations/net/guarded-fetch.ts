import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit, type Response as UndiciResponse } from 'undici';
import { isPublicAddress } from './address-policy.ts';

/** Which addresses a call may reach; tests swap the predicate and the resolver, configuration never can. */
export interface OutboundPolicy {
  allowPrivate: boolean;
  isAllowedAddress?: (address: string) => boolean;
  resolve?: (host: string) => Promise<string[]>;
}

export class OutboundRefused extends Error {
  readonly host: string;

  constructor(host: string) {
    super(`refused: ${host} is not a public address`);
    this.name = 'OutboundRefused';
    this.host = host;
  }
}

const systemResolve = (host: string) =>
  new Promise<string[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, entries) => (error ? reject(error) : resolve(entries.map((entry) => entry.address)))),
  );

const allowed = (policy: OutboundPolicy, address: string) => policy.allowPrivate || (policy.isAllowedAddress ?? isPublicAddress)(address);

/**
 * A socket lookup that resolves once, checks every answer, and connects to the checked address: a DNS answer that
 * changes between the check and the connection (rebinding) cannot send the socket somewhere else.
 */
export function pinnedLookup(policy: OutboundPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((address) => allowed(policy, address))) {
          callback(new OutboundRefused(hostname), '', 0);
          return;
        }
        const address = addresses[0]!;
        const family = isIP(address);
        if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

const MAX_HOPS = 5;
/** Headers that only go to the origin they were configured for. */
const SAME_ORIGIN_ONLY = (name: string) => !['accept', 'accept-language', 'content-type', 'user-agent'].includes(name.toLowerCase());

function checkHost(url: URL, policy: OutboundPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(url.hostname);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(policy, host)) throw new OutboundRefused(host);
}

function headersFor(init: UndiciRequestInit, sameOrigin: boolean): Record<string, string> {
  const headers = Object.fromEntries(new Headers(init.headers as ConstructorParameters<typeof Headers>[0]).entries());
  if (sameOrigin) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !SAME_ORIGIN_ONLY(name)));
}

/**
 * fetch for URLs users enter (MCP servers, private LLMs): every hop's address is checked and pinned, at most five
 * redirects are followed, and credentials (Authorization, cookies, any custom header) never cross to another origin.
 */
export async function guardedFetch(input: string | URL, init: UndiciRequestInit = {}, policy: OutboundPolicy): Promise<UndiciResponse> {
  const dispatcher = new Agent({ connect: { lookup: pinnedLookup(policy) } });
  const origin = new URL(String(input)).origin;
  let url = new URL(String(input));
  let request: UndiciRequestInit = init;
  try {
    for (let hop = 0; ; hop += 1) {
      checkHost(url, policy);
      const response = await undiciFetch(url, { ...request, headers: headersFor(init, url.origin === origin), redirect: 'manual', dispatcher });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location) return response;
      if (hop >= MAX_HOPS) throw new OutboundRefused(`${url.hostname} (too many redirects)`);
      await response.body?.cancel();
      url = new URL(location, url);
      // 303, and 301/302 after a POST, continue as GET without a body, as browsers do.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && request.method === 'POST')) {
        request = { ...request, method: 'GET', body: undefined };
      }
    }
  } finally {
    // Responses stream after return; the agent closes once they are done.
    void dispatcher.close().catch(() => undefined);
  }
}
