import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact-url.ts';

const SECRET_KEYS = ['password', 'newPassword', 'token', 'secret', 'captcha', 'privateKey', 'accessKeySecret', 'bootstrapCodeHash'];

/**
 * Secrets never reach the log: auth headers, passwords (which carry the SM2 envelope), tokens,
 * secrets and verification codes. `code` is redacted at the top level and inside bodies only, so
 * error codes (`err.code`, e.g. ECONNREFUSED or 23505) stay readable. The dev SMS adapter logs its
 * code as `smsCode` on purpose; the admin bootstrap code is announced as `bootstrapCode`.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'code',
  'body.code',
  'req.body.code',
  'input.code',
];

export type LoggerOption = FastifyServerOptions['logger'];

export function loggerOptions(level: string, override: LoggerOption | undefined): LoggerOption {
  if (override === false) return false;
  const custom = typeof override === 'object' ? override : {};
  return { level, ...custom, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } };
}

/** Fastify's request line, with credentials in the URL (proxy tokens, one-time links) redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
