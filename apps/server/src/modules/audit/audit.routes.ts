import { auditEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { audit } = app.services;

  defineRoute(app, auditEndpoints.getAdminAuditLogs, {
    handler: ({ query, timeZone }) => audit.list(query, timeZone),
  });
}
