import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface Limit {
  max: number;
  timeWindowMs: number;
}

export type RateLimitName = 'captcha' | 'sms' | 'login' | 'register' | 'retrievePassword';
export type RateLimitSettings = Record<'global' | RateLimitName, Limit>;

const MINUTE = 60_000;

/** Per client IP (login: per IP and user name), in memory; a Redis store is the scale path. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  global: { max: 600, timeWindowMs: MINUTE },
  captcha: { max: 30, timeWindowMs: MINUTE },
  sms: { max: 5, timeWindowMs: MINUTE },
  login: { max: 10, timeWindowMs: MINUTE },
  register: { max: 10, timeWindowMs: MINUTE },
  retrievePassword: { max: 10, timeWindowMs: MINUTE },
};

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().slice(0, 64) : '';
}

/** Options for one named route limit; login waits for the parsed body so it can key on the user name. */
export function routeRateLimit(settings: RateLimitSettings, name: RateLimitName): RateLimitOptions {
  const { max, timeWindowMs } = settings[name];
  if (name !== 'login') return { max, timeWindow: timeWindowMs };
  return { max, timeWindow: timeWindowMs, hook: 'preValidation', keyGenerator: (request) => `${request.ip}|${usernameOf(request)}` };
}

const API_PREFIXES = ['/xiaozhi/', '/v1/'];

/** One page load fetches dozens of static files; only API calls count, or an office behind one NAT gets 429s. */
export const isApiRequest = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  app.decorate('rateLimits', settings);
  await app.register(rateLimit, {
    global: true,
    max: settings.global.max,
    timeWindow: settings.global.timeWindowMs,
    allowList: (request) => !isApiRequest(request.url),
  });
}
