import { ErrorCode } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const API_PATH = /^\/(xiaozhi|v1|api-docs)(\/|$)/;

/** A missing file (e.g. an old hashed chunk) stays a 404 instead of turning into HTML, unless a page is asked for. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/** Unknown API paths get the 404 envelope; other page loads get the SPA so client routes like /login work. */
export function registerNotFound(app: FastifyInstance, spa: boolean): void {
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageLoad =
      (request.method === 'GET' || request.method === 'HEAD') && (!FILE_NAME.test(path) || (request.headers.accept ?? '').includes('text/html'));
    if (spa && isPageLoad && !API_PATH.test(path)) return reply.sendFile('index.html');
    throw new AppError(ErrorCode.ROUTE_NOT_FOUND, [`${request.method} ${path}`]);
  });
}
