import type { IncomingMessage, ServerResponse } from 'node:http';
import { findUnstorableText, OTA_LIMITS, otaEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { JSON_NESTING_MAX, nestsDeeperThan } from '../../lib/json-nesting.ts';
import { answerThroughApp, readDeclaredBody, type Lane } from '../../lib/lanes.ts';
import { requestIdOf } from '../../lib/reqid.ts';
import { clientIdOf } from './ota.routes.ts';

const CHECK_IN_PATHS = new Set(['/xiaozhi/ota/', '/xiaozhi/ota']);
const ACTIVATE_PATH = '/xiaozhi/ota/activate';
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);
const ANSWER_TYPE = { json: 'application/json; charset=utf-8', text: 'text/plain; charset=utf-8' };
/** Text the route's parser refuses or that needs its closer look: any of these goes to the full route. */
const PROTOTYPE_KEYS = /__proto__|constructor/;

/** Only a POST with a declared length within the limit and a JSON body (or none): anything else is Fastify's. */
function takes(request: IncomingMessage): 'checkIn' | 'activate' | undefined {
  if (request.method !== 'POST') return undefined;
  const kind = CHECK_IN_PATHS.has(request.url!) ? 'checkIn' : request.url === ACTIVATE_PATH ? 'activate' : undefined;
  if (!kind) return undefined;
  const length = request.headers['content-length'];
  if (length === undefined || !/^\d{1,6}$/.test(length) || Number(length) > OTA_LIMITS.bodyBytes) return undefined;
  const type = request.headers['content-type'];
  if (type === undefined) return length === '0' ? kind : undefined;
  return JSON_TYPES.has(type.toLowerCase()) ? kind : undefined;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

/** The body as the route's parser and checks would accept it; refused or doubtful text is `ok: false`. */
function parsedBody(body: Buffer): Parsed {
  const text = body.toString();
  if (text.trim() === '') return { ok: true, value: undefined };
  if (PROTOTYPE_KEYS.test(text) || nestsDeeperThan(text, JSON_NESTING_MAX)) return { ok: false };
  try {
    const value: unknown = JSON.parse(text);
    return findUnstorableText(value) === null ? { ok: true, value } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The firmware's check-in and activation poll, answered before Fastify's router: every few minutes from every device,
 * so none of a route's per-request work (hooks, the schema compiler's wrapper, the envelope, the request logger) runs.
 * The answer is the route's, byte for byte: the same service, validation schema, limits and caller facts. What the lane
 * does not answer itself (a refused value, a rate limit, an error) goes through the route in process.
 */
export function otaDeviceLane(app: FastifyInstance): Lane {
  const { ota, metrics } = app.services;
  const caller = app.callerFacts;
  const report = otaEndpoints.postOta.body;

  async function answer(kind: 'checkIn' | 'activate', request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
    const started = performance.now();
    const parsed = parsedBody(body);
    const checked = kind === 'checkIn' && parsed.ok ? report.safeParse(parsed.value) : undefined;
    if (!parsed.ok || checked?.success === false) return answerThroughApp(app, request, response, body);
    try {
      const clientId = kind === 'checkIn' ? clientIdOf(request.headers) : undefined;
      const ip = caller.ip(request);
      if (await app.deviceRateLimitExceeded({ ip, headers: request.headers })) return await answerThroughApp(app, request, response, body);
      const deviceId = request.headers['device-id'] as string | undefined;
      let status = 200;
      let text: string;
      if (kind === 'checkIn') {
        const origin = `${caller.protocol(request)}://${caller.host(request)}`;
        text = JSON.stringify(await ota.checkIn({ deviceId, clientId, report: checked!.data, hostname: caller.hostname(request), origin, clientIp: ip }));
      } else if (await ota.isActivated(deviceId)) text = 'success';
      else [status, text] = [202, ''];
      response.writeHead(status, {
        'x-request-id': requestIdOf(request),
        'content-type': kind === 'checkIn' ? ANSWER_TYPE.json : ANSWER_TYPE.text,
        'content-length': Buffer.byteLength(text),
      });
      response.end(text);
      metrics.request('POST', request.url!, status, (performance.now() - started) / 1000);
    } catch {
      // A refused Client-Id or a failing store: the route answers it (and logs it) as it would have.
      await answerThroughApp(app, request, response, body);
    }
  }

  return (request, response) => {
    const kind = takes(request);
    if (!kind) return false;
    readDeclaredBody(request)
      .then((body) => {
        if (body) return answer(kind, request, response, body);
        response.destroy();
      })
      .catch((error: unknown) => {
        // Never an unhandled rejection on the path every device shares: this call ends, the server goes on.
        app.log.error({ err: error }, 'device lane failed');
        response.destroy();
      });
    return true;
  };
}
