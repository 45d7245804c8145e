import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * A lane answers a few hot requests before Fastify's router (the firmware's check-in), without its per-request work,
 * and returns true; anything else it returns false for, untouched, and Fastify answers it.
 */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server Fastify listens with (its `serverFactory`): each request meets the lanes first. `lanes` is filled
 * once the modules are registered; until then every request goes to Fastify. Set up as Fastify sets up its own.
 */
export function serverWithLanes(lanes: readonly Lane[]) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions & { http?: ServerOptions | null }): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      for (const lane of lanes) if (lane(request, response)) return;
      handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout!;
    server.requestTimeout = options.requestTimeout!;
    server.setTimeout(options.connectionTimeout!);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * A body that declared its length (at most the lane's limit, checked before): read whole, or undefined when the
 * caller went away before sending it all.
 */
export function readDeclaredBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    // A caller gone before the end: nothing to answer (after the end, the first resolve has won).
    request.once('error', () => resolve(undefined));
    request.once('close', () => resolve(undefined));
  });
}

/** Set by the connection, never passed on from another answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * What a lane does not answer itself once it has read the body (a refused value, a limit, an error) goes through the
 * full route, in process, with the same headers, body and caller address: one set of error answers, Fastify's.
 */
export async function answerThroughApp(app: FastifyInstance, request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
  try {
    const answer = await app.inject({
      method: request.method as 'POST',
      url: request.url!,
      headers: request.headers,
      payload: body,
      remoteAddress: request.socket.remoteAddress!,
    });
    const headers = Object.entries(answer.headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && value !== undefined);
    response.writeHead(answer.statusCode, Object.fromEntries(headers) as Record<string, string | string[]>);
    response.end(answer.rawPayload);
  } catch (error) {
    app.log.error({ err: error }, 'lane fallback failed');
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
}
