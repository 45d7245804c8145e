import type { z } from 'zod';

/** Who may call: anyone, a signed-in user, an admin, or a device server with the server secret. */
export type Access = 'anon' | 'user' | 'admin' | 'server';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A non-JSON answer sent as-is (the captcha image, a firmware file). */
export interface RawAnswer {
  readonly kind: 'raw';
  readonly contentType: string;
  readonly description: string;
}

/** A JSON answer outside the envelope, as the firmware expects it (the OTA check-in), described by its schema. */
export interface RawJsonAnswer<S extends z.ZodType = z.ZodType> {
  readonly kind: 'rawJson';
  readonly schema: S;
  readonly description: string;
}

export type EndpointAnswer = z.ZodType | RawAnswer | RawJsonAnswer;

/**
 * One HTTP endpoint, declared once: the server routes it (validating with these schemas, documenting it in OpenAPI),
 * the web calls it (building the URL from `path` and typing the answer from `response`). The path is relative to the
 * console API base (/xiaozhi) unless it starts with /v1 (served there and at the site root) or /api (RAGFlow's paths,
 * site root only), or the declaration says `mount: 'root'` (operations probes such as /health and /metrics, site root
 * only, where load balancers and Prometheus look for them).
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  readonly path: string;
  /** 'root': served at the site root only (see above). */
  readonly mount?: 'root';
  readonly access: Access;
  /**
   * Refused to API keys (403), for what needs the person at the console: making, revealing or deleting keys, changing
   * the password, revealing secrets. `true` always; `{ query }` only when that field of the query is true (`raw`).
   */
  readonly signInOnly?: true | { readonly query: string };
  readonly tags: readonly string[];
  readonly summary: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** Schema of `data` inside the success envelope, or a raw answer. */
  readonly response: EndpointAnswer;
}

/** Declares an endpoint, keeping its literal method and path for the types that pair calls with routes. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

export const rawAnswer = (contentType: string, description: string): RawAnswer => ({ kind: 'raw', contentType, description });

export const rawJsonAnswer = <S extends z.ZodType>(schema: S, description: string): RawJsonAnswer<S> => ({
  kind: 'rawJson',
  schema,
  description,
});

export const isRawAnswer = (answer: EndpointAnswer): answer is RawAnswer | RawJsonAnswer =>
  'kind' in answer && (answer.kind === 'raw' || answer.kind === 'rawJson');

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler returns for an endpoint: the envelope's data, the raw JSON, or raw bytes. */
export type EndpointData<E extends Endpoint> = E['response'] extends RawJsonAnswer<infer S>
  ? z.output<S>
  : E['response'] extends RawAnswer
    ? never
    : Out<E['response']>;

/** What the server's handler sees after validation. */
export interface EndpointRequest<E extends Endpoint> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
}

/** A part the declaration does not take is absent; one whose fields are all optional may be left out. */
type Field<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : object extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller passes: the path parameters, the query and the body the declaration asks for. */
export type EndpointInput<E extends Endpoint> = Field<'params', E['params']> & Field<'query', E['query']> & Field<'body', E['body']>;

/**
 * `/agent/:id` with `{ id: 'a/b' }` → `/agent/a%2Fb`; `$` is encoded too, as the web, like upstream's, reads `$` in a path
 * as a slash. A missing parameter is a programming error.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Path parameter ${name} is missing for ${path}`);
    return encodeURIComponent(String(value)).replaceAll('$', '%24');
  });
}
