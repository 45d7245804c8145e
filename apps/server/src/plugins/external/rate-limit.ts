import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode, type Access } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { RouteRateLimit } from '../../lib/route.ts';
import type { RateLimitName, RateLimitPolicy } from './rate-limit-policy.ts';

export * from './rate-limit-policy.ts';

/** The sign-in form's user name, or, for a password re-entered while signed in, the session's account. */
function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  if (typeof body?.username === 'string') return body.username.trim().slice(0, 64);
  return request.auth?.user.username ?? '';
}

/** The firmware sends its MAC as Device-Id; a call without one counts under its address. */
function deviceIdOf(request: FastifyRequest): string {
  const header = request.headers['device-id'];
  return typeof header === 'string' && header.length <= 64 ? header.trim().toLowerCase() : `ip:${request.ip}`;
}

/** Options for one named limit; a limit set to 0 lets every request through. */
function limitOptions(policy: RateLimitPolicy, name: RateLimitName, options: RateLimitOptions = {}): RateLimitOptions {
  return {
    max: () => policy.max(name).then((max) => max || Number.MAX_SAFE_INTEGER),
    timeWindow: policy.windowMs(name),
    allowList: async () => (await policy.max(name)) === 0,
    ...options,
  };
}

/** Route config for a named limit (replaces the global one on that route); login keys on IP and user name. */
function namedLimitOptions(policy: RateLimitPolicy, name: Exclude<RouteRateLimit, 'device'>): RateLimitOptions {
  if (name !== 'login') return limitOptions(policy, name);
  return limitOptions(policy, name, { hook: 'preValidation', keyGenerator: (request) => `${request.ip}|${usernameOf(request)}` });
}

/**
 * A declared route's rate limit config. Device and device-server calls leave the per-IP global limit: hundreds of
 * devices share one NAT address, and one device server reports every turn of every device it serves (its wrong
 * secrets are counted in the auth guard).
 */
export function routeRateLimit(policy: RateLimitPolicy, access: Access, name: RouteRateLimit | undefined): RateLimitOptions | false | undefined {
  if (name === 'device' || access === 'server') return false;
  return name ? namedLimitOptions(policy, name) : undefined;
}

/** Who a device call counts as: its address, and its Device-Id header. */
export interface DeviceCaller {
  ip: string;
  headers: IncomingHttpHeaders;
}

/**
 * The firmware's calls: per device id, under a per-IP ceiling high enough for hundreds of devices behind one NAT.
 * Made once, so every device route and the device lane count into the same two buckets; true once either is over.
 */
function deviceRateLimit(app: FastifyInstance, policy: RateLimitPolicy): (caller: DeviceCaller) => Promise<boolean> {
  // The plugin runs one limiter per request, so both buckets are checked here, each counted on its own. Both at once:
  // a slow Redis then costs a check-in one command timeout, not two.
  const limiters = [
    { name: 'devicePerIp', limit: app.createRateLimit(limitOptions(policy, 'devicePerIp')) },
    { name: 'devicePerDevice', limit: app.createRateLimit(limitOptions(policy, 'devicePerDevice', { keyGenerator: deviceIdOf })) },
  ] as const;
  return async (caller) => {
    // What the limiter reads of a request: the key's inputs (address, Device-Id) and the route's group (none).
    const request = { ip: caller.ip, headers: caller.headers, routeOptions: { config: {} } } as unknown as FastifyRequest;
    // A limit set to 0 is off and is not asked at all: an installation that switches them off pays nothing for them.
    const results = await Promise.all(limiters.map(async ({ name, limit }) => ((await policy.max(name)) === 0 ? undefined : limit(request))));
    return results.some((result) => result !== undefined && !result.isAllowed && result.isExceeded);
  };
}

const API_PREFIXES = ['/xiaozhi/', '/v1/'];

/** One page load fetches dozens of static files; only API calls count, or an office behind one NAT gets 429s. */
export const isApiRequest = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * With `redis` (REDIS_URL) the counters live there, shared by every console process (a limit of 10 sign-ins a minute
 * stays 10, not 10 per process); a Redis outage lets requests through rather than refusing everyone.
 */
export async function registerRateLimit(app: FastifyInstance, policy: RateLimitPolicy, redis?: Redis): Promise<void> {
  app.decorate('rateLimitPolicy', policy);
  await app.register(rateLimit, {
    global: true,
    // Counters kept per key in memory; devices are counted one by one, so room for a large fleet.
    cache: 100_000,
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
    ...limitOptions(policy, 'global', {
      allowList: async (request) => !isApiRequest(request.url) || (await policy.max('global')) === 0,
    }),
  });
  const deviceLimit = deviceRateLimit(app, policy);
  app.decorate('deviceRateLimitExceeded', deviceLimit);
  app.decorate('deviceRateLimitHooks', [
    async (request: FastifyRequest) => {
      if (await deviceLimit(request)) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
    },
  ]);
  const serverAuthFailures = app.createRateLimit(limitOptions(policy, 'serverAuthFailure'));
  app.decorate('countServerAuthFailure', async (request: FastifyRequest) => {
    const result = await serverAuthFailures(request);
    return !result.isAllowed && result.isExceeded;
  });
}
