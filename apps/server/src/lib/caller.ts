import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Who called and which address they used, read off a raw request as Fastify's `request.ip`, `host`, `protocol` read it. */
export interface CallerFacts {
  ip(request: IncomingMessage): string;
  /** `host[:port]` the caller asked for. */
  host(request: IncomingMessage): string;
  /** The host without its port (an IPv6 host keeps its brackets). */
  hostname(request: IncomingMessage): string;
  protocol(request: IncomingMessage): 'http' | 'https' | string;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Fastify's reading of its `trustProxy` option: a function as given, every proxy, or an address/CIDR list. */
function trustOf(trustProxy: TrustProxy): ((address: string, hop: number) => boolean) | undefined {
  if (trustProxy === false) return undefined;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'function') return trustProxy;
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

/** The last value when a forwarded header was sent more than once. */
function lastEntry(value: string | string[]): string {
  const text = Array.isArray(value) ? value.join(',') : value;
  const comma = text.lastIndexOf(',');
  return comma === -1 ? text.trim() : text.slice(comma + 1).trim();
}

/**
 * The caller of a request answered outside Fastify's router (a lane): the same answers its `request.ip`, `host`,
 * `hostname` and `protocol` would give under the same `trustProxy`, so both paths build the same addresses.
 */
export function callerFacts(trustProxy: TrustProxy): CallerFacts {
  const trust = trustOf(trustProxy);
  const fromProxy = (request: IncomingMessage) => trust !== undefined && request.socket.remoteAddress !== undefined && trust(request.socket.remoteAddress, 0);
  const host = (request: IncomingMessage) => {
    const forwarded = request.headers['x-forwarded-host'];
    if (forwarded && fromProxy(request)) return lastEntry(forwarded);
    return request.headers.host ?? '';
  };
  return {
    ip: (request) => (trust ? proxyAddr(request, trust) : (request.socket.remoteAddress ?? '')),
    host,
    hostname(request) {
      const value = host(request);
      return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':', 1)[0]!;
    },
    protocol(request) {
      const forwarded = request.headers['x-forwarded-proto'];
      if (forwarded && fromProxy(request)) return lastEntry(forwarded);
      return 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
    },
  };
}
