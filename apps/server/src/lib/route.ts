import { envelope,
  isRawAnswer,
  v1Envelope,
  type Access,
  type AppLocale,
  type Endpoint,
  type EndpointData,
  type EndpointRequest,
  type RawAnswer,
} from '@vox/contracts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { reqIdOf } from './reqid.ts';

type Schema = z.ZodType;
type Session = NonNullable<FastifyRequest['auth']>;

/** The limits a route may name: `device`, and the named limits of plugins/external/rate-limit-policy.ts it lists. */
export type RouteRateLimit = 'captcha' | 'sms' | 'login' | 'register' | 'retrievePassword' | 'device';

/**
 * What the app adds to every declared route: guards, input rules, its rate limit, the caller's language and zone.
 * The app's plugins fill it at start-up (`app.routeHooks`, plugins/app/route-hooks.ts) before any module declares a
 * route, so the declaration itself depends on none of them.
 */
export interface RouteHooks {
  /**
   * In the order they run: the device limit, the access guard, the API-key refusal. Both lists are new arrays on each
   * call: plugins such as the rate limiter push their own hooks onto them.
   */
  onRequest(endpoint: Endpoint, rateLimit: RouteRateLimit | undefined): onRequestAsyncHookHandler[];
  preValidation(endpoint: Endpoint): preValidationAsyncHookHandler[];
  /** The route's rate limit config: a named limit's options, false to leave every limit, undefined for the global one. */
  rateLimit(endpoint: Endpoint, name: RouteRateLimit | undefined): RateLimitOptions | false | undefined;
  localeOf(request: FastifyRequest): AppLocale;
  timeZoneOf(request: FastifyRequest): string;
}

export interface RouteContext<E extends Endpoint> extends EndpointRequest<E> {
  session: E['access'] extends 'anon' | 'server' ? Session | null : Session;
  locale: AppLocale;
  /** The IANA zone the caller shows times in (lib/time.ts formats downloads with it). */
  timeZone: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the handler returns: the envelope's data, the raw JSON object, or raw bytes (a stream is sent unbuffered). */
type HandlerResult<E extends Endpoint> = E['response'] extends RawAnswer ? string | Buffer | Readable : EndpointData<E>;

/** How this server routes a declared endpoint: its handler and the transport settings the wire contract leaves open. */
export interface RouteOptions<E extends Endpoint> {
  /** A named limit instead of the global one; `device` for the firmware's calls (per device id). */
  rateLimit?: RouteRateLimit;
  /** Bytes; only for routes that take more than Fastify's 1 MiB default (e.g. reported audio). */
  bodyLimit?: number;
  /** false: never gzip the answer, e.g. firmware images, whose Content-Length devices rely on. */
  compress?: false;
  /**
   * 'warn': no request/response lines at info level, for routes every device calls every few minutes (at info they
   * cost about a third of the OTA path's throughput); failures are still logged. 'info' keeps a lean route's
   * request lines (calls too rare to cost anything, worth a line each).
   */
  logLevel?: 'warn' | 'info';
  /** false: no browser security headers (CSP and the like), for answers only firmware reads, on its hottest path. */
  securityHeaders?: false;
  /**
   * true for the firmware's calls, which no browser makes: none of the browser's hooks (CORS, security headers,
   * compression), logged at warn unless `logLevel` says otherwise, the caller's language and zone worked out only if
   * the handler reads them. The guards, the input rules and the named rate limit still apply.
   */
  lean?: true;
  handler: (ctx: RouteContext<E>) => Promise<HandlerResult<E>>;
}

export interface DeclaredRoute {
  method: HTTPMethods;
  /** The full path, plugin prefix included. */
  url: string;
  access: Access;
  /** The request schemas, so tests can aim input at every field. */
  schemas: { body?: Schema; querystring?: Schema; params?: Schema };
  /** The declaration it routes, so a test can pair every declaration with its route. */
  endpoint: Endpoint;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** How OpenAPI shows who may call: a summary prefix, `x-access`, and the security scheme (swagger.ts) it needs. */
const ACCESS_DOCS: Record<Access, { prefix: string; security?: 'bearerAuth' | 'serverSecret' }> = {
  anon: { prefix: '' },
  user: { prefix: '', security: 'bearerAuth' },
  admin: { prefix: '[admin] ', security: 'bearerAuth' },
  server: { prefix: '[device server] ', security: 'serverSecret' },
};

const declared = new Map<string, DeclaredRoute>();

/** Every route declared so far in this process, so tests can walk them all (e.g. every admin route answers 403). */
export function declaredRoutes(): DeclaredRoute[] {
  return [...declared.values()];
}

function responseSchema(endpoint: Endpoint, v1: boolean) {
  const answer = endpoint.response;
  if (!isRawAnswer(answer)) return v1 ? v1Envelope(answer) : envelope(answer);
  const schema = answer.kind === 'rawJson' ? answer.schema : z.string();
  const contentType = answer.kind === 'rawJson' ? JSON_CONTENT_TYPE : answer.contentType;
  return { description: answer.description, content: { [contentType]: { schema } } };
}

/** Fastify's route options for what the declaration leaves open; a lean route turns the browser's hooks off. */
function transportOptions<E extends Endpoint>(options: RouteOptions<E>) {
  const lean = options.lean === true;
  return {
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.compress === false || lean ? { compress: false as const } : {}),
    ...(options.logLevel || lean ? { logLevel: options.logLevel ?? 'warn' } : {}),
    ...(options.securityHeaders === false || lean ? { helmet: false as const } : {}),
  };
}

/** A lean route's context: the language and zone are worked out only when read. */
function leanContext<E extends Endpoint>(request: FastifyRequest, reply: FastifyReply, hooks: RouteHooks): RouteContext<E> {
  return {
    body: request.body,
    query: request.query,
    params: request.params,
    session: request.auth,
    get locale() {
      return hooks.localeOf(request);
    },
    get timeZone() {
      return hooks.timeZoneOf(request);
    },
    request,
    reply,
  } as RouteContext<E>;
}

/**
 * The one way routes are declared: the endpoint's declaration from @vox/contracts validates the request and feeds
 * OpenAPI, `access` picks the guard, and JSON results are wrapped in `{code: 0, msg, data}`.
 */
export function defineRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>): void {
  const answer = endpoint.response;
  const raw = isRawAnswer(answer) ? answer : null;
  // The /v1 family adds `reqid` to the envelope.
  const v1 = endpoint.path.startsWith('/v1/');
  const fullUrl = `${app.prefix}${endpoint.path}`;
  const schemas = { body: endpoint.body, querystring: endpoint.query, params: endpoint.params };
  const hooks = app.routeHooks;
  const lean = options.lean === true;
  declared.set(`${endpoint.method} ${fullUrl}`, { method: endpoint.method, url: fullUrl, access: endpoint.access, schemas, endpoint });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: `${ACCESS_DOCS[endpoint.access].prefix}${endpoint.summary}`,
      'x-access': endpoint.access,
      ...(endpoint.signInOnly ? { 'x-sign-in-only': true } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(ACCESS_DOCS[endpoint.access].security ? { security: [{ [ACCESS_DOCS[endpoint.access].security!]: [] }] } : {}),
      response: { 200: responseSchema(endpoint, v1) },
    },
    onRequest: hooks.onRequest(endpoint, options.rateLimit),
    preValidation: hooks.preValidation(endpoint),
    ...transportOptions(options),
    config: { rateLimit: hooks.rateLimit(endpoint, options.rateLimit), ...(lean ? { cors: false } : {}) },
    handler: async (request, reply) => {
      const result = await options.handler(lean ? leanContext<E>(request, reply, hooks) : ({
        body: request.body,
        query: request.query,
        params: request.params,
        session: request.auth,
        locale: hooks.localeOf(request),
        timeZone: hooks.timeZoneOf(request),
        request,
        reply,
      } as RouteContext<E>));
      if (raw?.kind === 'rawJson') return reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(result));
      if (raw) return reply.type(raw.contentType).send(result);
      return { code: 0, msg: 'success', data: result ?? null, ...(v1 ? { reqid: reqIdOf(request) } : {}) };
    },
  });
}
