import { ErrorCode, METRICS_TOKEN_PARAM, operationsEndpoints, operationsMessages } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../../lib/route.ts';
import { sameSecret, tokenOf } from '../../plugins/app/auth.ts';

/** Liveness, readiness and Prometheus metrics at the site root (operationsEndpoints). */
export async function operationsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  defineRoute(app, operationsEndpoints.getRootHealth, {
    handler: async () => ({ status: 'ok' as const, version: services.version, uptime_seconds: Math.round(process.uptime()) }),
  });

  defineRoute(app, operationsEndpoints.getReady, {
    handler: async ({ reply }) => {
      const readiness = await services.readiness();
      if (readiness.status !== 'ready') reply.code(503);
      return readiness;
    },
  });

  defineRoute(app, operationsEndpoints.getMetrics, {
    handler: async ({ request, reply }) => {
      const token = await services.params.text(METRICS_TOKEN_PARAM);
      if (!token) throw new AppError(ErrorCode.FORBIDDEN, [], operationsMessages.metricsOff);
      // 403, not the 401-in-a-200 of the console API: a scraper must see the failure in the HTTP status.
      if (!sameSecret(tokenOf(request), token)) throw new AppError(ErrorCode.FORBIDDEN, [], operationsMessages.metricsTokenWrong);
      reply.header('cache-control', 'no-store');
      return services.metrics.render();
    },
  });
}
