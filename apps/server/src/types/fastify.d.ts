import type { Session } from '../modules/sessions/sessions.service.ts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { RouteHooks } from '../lib/route.ts';
import type { CallerFacts } from '../lib/caller.ts';
import type { DeviceCaller, RateLimitPolicy } from '../plugins/external/rate-limit.ts';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    rateLimitPolicy: RateLimitPolicy;
    /** Per device id and per IP, shared by every route the firmware calls. */
    deviceRateLimitHooks: onRequestAsyncHookHandler[];
    /** The same two counters for a call the device lane answers: true once over either. */
    deviceRateLimitExceeded: (caller: DeviceCaller) => Promise<boolean>;
    /** The caller's address and host as the routes read them, for requests answered before the router. */
    callerFacts: CallerFacts;
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
