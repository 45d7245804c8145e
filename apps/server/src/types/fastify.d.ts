import type { Session } from '../modules/sessions/sessions.service.ts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { RouteHooks } from '../lib/route.ts';
import type { RateLimitPolicy } from '../plugins/external/rate-limit.ts';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    rateLimitPolicy: RateLimitPolicy;
    /** Per device id and per IP, shared by every route the firmware calls. */
    deviceRateLimitHooks: onRequestAsyncHookHandler[];
    /** Counts one wrong device-server secret from this address; true once over `rate_limit.server_auth_failure`. */
    countServerAuthFailure: (request: FastifyRequest) => Promise<boolean>;
    /** What every declared route gets from the app's plugins (plugins/app/route-hooks.ts). */
    routeHooks: RouteHooks;
  }
  interface FastifyRequest {
    /** Set by the auth guard on `user` and `admin` routes. */
    auth: Session | null;
  }
}
