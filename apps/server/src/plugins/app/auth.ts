import { timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN, apiKeyMessages, ErrorCode, serverSecretMessages, USER_STATUS, type Access, type Endpoint } from '@vox/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Upstream accepts "Bearer <token>" and the bare token. */
export function tokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization?.trim() ?? '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

/**
 * A sign-in token (64 hex) or an API key (32 hex), looked up on every request so a deleted key or a
 * disabled owner is refused at once. Missing, expired, revoked or disabled: body code 401 on HTTP 200, as the web
 * expects.
 */
export const authenticate: onRequestAsyncHookHandler = async (request) => {
  const token = tokenOf(request);
  const { sessions, apiKeys } = request.server.services;
  const isApiKey = API_KEY_PATTERN.test(token);
  const session = !token ? null : isApiKey ? await apiKeys.resolve(token) : await sessions.resolve(token);
  if (!session || session.user.status !== USER_STATUS.NORMAL) {
    throw new AppError(ErrorCode.UNAUTHORIZED, [], isApiKey ? apiKeyMessages.invalidKey : undefined);
  }
  request.auth = session;
};

/**
 * An admin's API key does not open admin routes: a key lives in scripts and config files, where it leaks more easily
 * than a 12-hour sign-in, and managing users or params is console work.
 */
export const requireSuperAdmin: onRequestAsyncHookHandler = async (request) => {
  if (request.auth?.apiKeyId) throw new AppError(ErrorCode.FORBIDDEN, [], apiKeyMessages.adminRefused);
  if (request.auth?.user.superAdmin !== 1) throw new AppError(ErrorCode.FORBIDDEN);
};

/**
 * An endpoint declared `signInOnly` refuses API keys: a key lives in scripts, so it must not mint more keys, outlive a
 * deletion by deleting others, change the password or show secrets. With `{ query }` only a call setting that field is
 * refused; the query is read with the declaration's own schema (a malformed one fails validation next).
 */
export function refuseApiKeysHooks(endpoint: Endpoint): onRequestAsyncHookHandler[] {
  const rule = endpoint.signInOnly;
  if (!rule) return [];
  const applies = (request: FastifyRequest): boolean => {
    if (rule === true) return true;
    const query = endpoint.query?.safeParse(request.query);
    return query?.success === true && (query.data as Record<string, unknown>)[rule.query] === true;
  };
  return [
    async (request) => {
      if (request.auth?.apiKeyId && applies(request)) throw new AppError(ErrorCode.FORBIDDEN, [], apiKeyMessages.signInRequired);
    },
  ];
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The device server (xiaozhi-server) sends `Bearer <server.secret>`; 401 in the body otherwise. */
export const authenticateDeviceServer: onRequestAsyncHookHandler = async (request) => {
  const token = tokenOf(request);
  const secret = token ? await request.server.services.params.text('server.secret') : '';
  if (secret && sameSecret(token, secret)) return;
  // The right secret is never limited; wrong ones are counted per address, so guessing stays slow.
  if (await request.server.countServerAuthFailure(request)) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  // A device server holding an old secret is the commonest setup mistake; the endpoint doctor names it.
  if (token) await request.server.services.endpointDoctor.noteWrongSecret(request.ip);
  throw new AppError(ErrorCode.UNAUTHORIZED, [], token ? serverSecretMessages.invalid : serverSecretMessages.missing);
};


export const ACCESS_HOOKS: Record<Access, onRequestAsyncHookHandler[]> = {
  anon: [],
  user: [authenticate],
  admin: [authenticate, requireSuperAdmin],
  server: [authenticateDeviceServer],
};
