import { envelope, v1Envelope, type AppLocale } from '@vox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Session } from '../modules/sessions/sessions.service.ts';
import { ACCESS_HOOKS, type Access } from '../plugins/app/auth.ts';
import { localeOf } from '../plugins/app/locale.ts';
import { refuseUnstorableInput } from '../plugins/app/storable-input.ts';
import { routeRateLimit, type RouteRateLimit } from '../plugins/external/rate-limit.ts';
import { reqIdOf } from './reqid.ts';

type Schema = z.ZodType;
type Parsed<T> = T extends Schema ? z.output<T> : undefined;

/** A non-JSON answer (e.g. the captcha image): the handler returns the payload, sent as-is. */
export interface RawResponse {
  contentType: string;
  description: string;
}

export interface RouteContext<B, Q, P, A extends Access> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  session: A extends 'anon' | 'server' ? Session | null : Session;
  locale: AppLocale;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B, Q, P, D, A extends Access> {
  method: HTTPMethods;
  url: string;
  access: A;
  tags: string[];
  summary: string;
  body?: B;
  querystring?: Q;
  params?: P;
  /** Schema of `data` inside the success envelope, or a raw response. */
  response: D;
  /** A named limit instead of the global one; `device` for the firmware's calls (per device id). */
  rateLimit?: RouteRateLimit;
  /** Bytes; only for routes that take more than Fastify's 1 MiB default (e.g. reported audio). */
  bodyLimit?: number;
  /** false: never gzip the answer, e.g. firmware images, whose Content-Length devices rely on. */
  compress?: false;
  /** A raw response may be a stream (e.g. a file from storage), sent without being buffered. */
  handler: (ctx: RouteContext<B, Q, P, A>) => Promise<D extends Schema ? z.output<D> : string | Buffer | Readable>;
}

export interface DeclaredRoute {
  method: HTTPMethods;
  /** The full path, plugin prefix included. */
  url: string;
  access: Access;
  /** The request schemas, so tests can aim input at every field. */
  schemas: { body?: Schema; querystring?: Schema; params?: Schema };
}

/**
 * Device and device-server calls leave the per-IP global limit: hundreds of devices share one NAT address, and one
 * device server reports every turn of every device it serves (its wrong secrets are counted in the auth guard).
 */
function rateLimitConfig(app: FastifyInstance, access: Access, name: RouteRateLimit | undefined) {
  if (name === 'device' || access === 'server') return false;
  return name ? routeRateLimit(app.rateLimitPolicy, name) : undefined;
}

const declared = new Map<string, DeclaredRoute>();

/** Every route declared so far in this process, so tests can walk them all (e.g. every admin route answers 403). */
export function declaredRoutes(): DeclaredRoute[] {
  return [...declared.values()];
}

/**
 * The one way routes are declared: zod schemas from @vox/contracts validate the request and feed
 * OpenAPI, `access` picks the guard, and JSON results are wrapped in `{code: 0, msg, data}`.
 */
export function defineRoute<
  A extends Access,
  D extends Schema | RawResponse,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, D, A>): void {
  const raw = spec.response instanceof z.ZodType ? null : (spec.response as RawResponse);
  // The /v1 family adds `reqid` to the envelope (v1-api.md §1.2).
  const v1 = spec.url.startsWith('/v1/');
  const fullUrl = `${app.prefix}${spec.url}`;
  const schemas = { body: spec.body, querystring: spec.querystring, params: spec.params } as DeclaredRoute['schemas'];
  declared.set(`${spec.method} ${fullUrl}`, { method: spec.method, url: fullUrl, access: spec.access, schemas });
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.access === 'anon' ? {} : { security: [{ bearerAuth: [] }] }),
      response: raw
        ? { 200: { description: raw.description, content: { [raw.contentType]: { schema: z.string() } } } }
        : { 200: v1 ? v1Envelope(spec.response as Schema) : envelope(spec.response as Schema) },
    },
    // A copy: plugins such as the rate limiter push their own hooks onto this array.
    onRequest: [...(spec.rateLimit === 'device' ? app.deviceRateLimitHooks : []), ...ACCESS_HOOKS[spec.access]],
    preValidation: [refuseUnstorableInput],
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.compress === false ? { compress: false as const } : {}),
    config: { rateLimit: rateLimitConfig(app, spec.access, spec.rateLimit) },
    handler: async (request, reply) => {
      const result = await spec.handler({
        body: request.body as Parsed<B>,
        query: request.query as Parsed<Q>,
        params: request.params as Parsed<P>,
        session: request.auth as RouteContext<B, Q, P, A>['session'],
        locale: localeOf(request),
        request,
        reply,
      });
      if (raw) return reply.type(raw.contentType).send(result);
      return { code: 0, msg: 'success', data: result ?? null, ...(v1 ? { reqid: reqIdOf(request) } : {}) };
    },
  });
}
