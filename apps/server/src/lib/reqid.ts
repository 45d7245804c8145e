import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const ids = new WeakMap<FastifyRequest, string>();

/** The /v1 family's `reqid` (v1-api.md §1.2): 16 URL-safe characters, one per request. */
export function reqIdOf(request: FastifyRequest): string {
  let id = ids.get(request);
  if (!id) {
    id = randomBytes(12).toString('base64url');
    ids.set(request, id);
  }
  return id;
}

/** Routes of the newer family answer with `reqid` in the envelope, success or failure. */
export function isV1Request(request: FastifyRequest): boolean {
  return /^(\/xiaozhi)?\/v1\//.test(request.url);
}
