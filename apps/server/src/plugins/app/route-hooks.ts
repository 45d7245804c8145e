import type { FastifyInstance } from 'fastify';
import type { RouteHooks } from '../../lib/route.ts';
import { routeRateLimit } from '../external/rate-limit.ts';
import { ACCESS_HOOKS, refuseApiKeysHooks } from './auth.ts';
import { localeOf } from './locale.ts';
import { refuseUnstorableInput } from './storable-input.ts';
import { timeZoneOf } from './time-zone.ts';

/**
 * What every route `defineRoute` declares gets from the app's plugins. Registered before the modules; the rate
 * limiter's parts (`app.rateLimitPolicy`, `app.deviceRateLimitHooks`) are read as each route is declared.
 */
export function registerRouteHooks(app: FastifyInstance): void {
  const hooks: RouteHooks = {
    onRequest: (endpoint, rateLimit) => [
      ...(rateLimit === 'device' ? app.deviceRateLimitHooks : []),
      ...ACCESS_HOOKS[endpoint.access],
      ...refuseApiKeysHooks(endpoint),
    ],
    preValidation: () => [refuseUnstorableInput],
    rateLimit: (endpoint, name) => routeRateLimit(app.rateLimitPolicy, endpoint.access, name),
    localeOf,
    timeZoneOf,
  };
  app.decorate('routeHooks', hooks);
}
