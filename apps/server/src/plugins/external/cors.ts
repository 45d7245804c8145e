import cors from '@fastify/cors';
import { CORS_ORIGINS_PARAM, parseCorsOrigins, TIME_ZONE_HEADER } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { ParamReader } from './rate-limit-policy.ts';

const REREAD_MS = 10_000;
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The origins a browser may call /v1 from: the `api.cors_origins` param, re-read at most every 10 s as the rate limits
 * are, so an edit applies without a restart and no request waits on the database for it. A stored value that is not
 * a list of origins (written around the params screen, which refuses it) allows none.
 */
export class CorsPolicy {
  readonly #read: ParamReader;
  readonly #clock: Clock;
  #origins: ReadonlySet<string> = new Set();
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<void> | undefined;

  constructor(read: ParamReader, clock: Clock) {
    this.#read = read;
    this.#clock = clock;
  }

  async allows(origin: string): Promise<boolean> {
    if (this.#clock.now() - this.#readAt >= REREAD_MS) {
      this.#reading ??= this.#load().finally(() => (this.#reading = undefined));
      await this.#reading;
    }
    return this.#origins.has(origin.toLowerCase());
  }

  async #load(): Promise<void> {
    try {
      const value = (await this.#read([CORS_ORIGINS_PARAM])).get(CORS_ORIGINS_PARAM) ?? '';
      this.#origins = new Set(parseCorsOrigins(value) ?? []);
    } catch {
      // Database unreachable: keep the origins last read rather than failing every request on them.
    }
    this.#readAt = this.#clock.now();
  }
}

/** Only the open API is for other sites; the console API (/xiaozhi) serves this origin's own pages. */
const isOpenApi = (url: string) => url.startsWith('/v1/');

/**
 * CORS: `/xiaozhi/*` (and everything else) answers no CORS headers at all, so only the console's own origin can read
 * it; `/v1/*` answers the origins in `api.cors_origins`, preflights included. Clients authenticate with a bearer
 * (a session token or an API key) in Authorization, never a cookie, so credentials are not allowed.
 */
export async function registerCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      const allowed = isOpenApi(request.url) && typeof origin === 'string' && (await policy.allows(origin));
      return {
        origin: allowed ? origin : false,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', TIME_ZONE_HEADER],
        maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      };
    },
  });
}
