import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What a load balancer's request id may look like to be kept: short, printable, nothing that could forge a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** This process's random tag: a counter alone would repeat across processes, random bytes per request cost more. */
const PROCESS_TAG = randomBytes(6).toString('base64url');
let issued = 0;

/**
 * Each request's id, in every log line of it and in the /v1 envelope's `reqid`: the `X-Request-Id` a
 * load balancer sent, so one request can be followed across it and several console processes, else this process's
 * tag and a counter (16 URL-safe characters).
 */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  issued += 1;
  return `${PROCESS_TAG}${issued.toString(36).padStart(8, '0')}`;
}

/** The /v1 family's `reqid`: the request's id. */
export function reqIdOf(request: FastifyRequest): string {
  return request.id;
}

/** Routes of the newer family answer with `reqid` in the envelope, success or failure. */
export function isV1Request(request: FastifyRequest): boolean {
  return /^(\/xiaozhi)?\/v1\//.test(request.url);
}
