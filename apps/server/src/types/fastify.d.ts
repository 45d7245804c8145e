import type { Session } from '../modules/sessions/sessions.service.ts';
import type { RateLimitSettings } from '../plugins/external/rate-limit.ts';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    rateLimits: RateLimitSettings;
  }
  interface FastifyRequest {
    /** Set by the auth guard on `user` and `admin` routes. */
    auth: Session | null;
  }
}
